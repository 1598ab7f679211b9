// The frame every account-and-security screen shares (kit AccountFrame): back to the security
// index by default, and this group's styles.
import type { ReactNode } from 'react';
import { AccountFrame } from '../kit/account-frame.js';
import { useSecurityStyle } from './security-styles.js';

export const SECURITY_INDEX = '/usercenter/userSetting/accountAndSecurity/accountAndSecurityIndex';

export function SecurityFrame({ title, fallback = SECURITY_INDEX, children }: { title: string; fallback?: string; children: ReactNode }) {
  useSecurityStyle();
  return <AccountFrame title={title} fallback={fallback} className="mkt-sec">{children}</AccountFrame>;
}
