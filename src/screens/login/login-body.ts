// The login check / login payload of spec §7: {type mobile|account, loginData{mobileCode, phone |
// username, password}}, the password as SHA-256 hex (spec §5).
import type { LoginRequest, LoginType } from '../../contract/types/account.js';
import { codeDigits } from '../kit/pickers/index.js';

export interface LoginValues {
  mobileCode: string;
  phone: string;
  username: string;
  password: string;
}

export function loginBody(type: LoginType, values: LoginValues, passwordHash: string): LoginRequest {
  return type === 'mobile'
    ? { type, loginData: { mobileCode: codeDigits(values.mobileCode), phone: values.phone.trim(), password: passwordHash } }
    : { type, loginData: { username: values.username.trim(), password: passwordHash } };
}
