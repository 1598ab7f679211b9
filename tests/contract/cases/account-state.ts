// State and helpers the account cases share: verification codes read from the outbox (as a
// developer reads /dev/outbox), the QR code being logged in, SHA-256 of typed passwords.
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { SEED_USERS, type SeedUser } from '../../../examples/server/accounts/seed-users.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { LoginRequest } from '../../../src/contract/types/account.js';
import type { World, ContractClient } from '../support/world.js';
import { loginBody } from '../support/world.js';

export interface AccountState {
  /** Codes read from the outbox, by purpose. */
  codes: Partial<Record<'register' | 'resetPhone' | 'resetMail' | 'bindPhone' | 'bindMail', string>>;
  qrCodeId?: string;
}

export const newAccountState = (): AccountState => ({ codes: {} });
export type AW = World<AccountState>;

/** What the client sends for a typed password (spec §5: SHA-256 hex). */
export const sha256 = (typed: string): string => createHash('sha256').update(typed, 'utf8').digest('hex');

/** A phone nobody registered (digits 0711…, 10 digits for +225). */
export const NEW_PHONE = '0711000001';
export const BIND_PHONE = '0711000002';
export const BIND_MAIL = 'member.new@example.test';
export const NEW_PASSWORD = sha256('Nouveau-mot-2');
export const { personal, member, seller, enterprise } = SEED_USERS;

/** '+2250711000001': how the outbox names a phone (accounts/users.ts phoneTarget). */
export const phoneTo = (phone: string, code = '225'): string => `+${code}${phone}`;

/** The newest code sent to `to` (spec §5 codes; the memory outbox of the development server). */
export function outboxCode(w: AW, to: string): string {
  const [latest] = w.rig.services.outbox.list(to);
  expect(latest, `a code was sent to ${to}`).toBeDefined();
  expect(latest!.code).toMatch(/^\d{6}$/);
  expect(latest!.text).toContain(latest!.code);
  return latest!.code;
}

/** A code that is surely wrong: the right one with its last digit changed. */
export const wrong = (code: string | undefined): string => {
  const c = code ?? '000000';
  return c.slice(0, -1) + String((Number(c.slice(-1)) + 1) % 10);
};

export function codeOf(w: AW, purpose: keyof AccountState['codes']): string {
  const code = w.state.codes[purpose];
  expect(code, `${purpose} code (read by an earlier case)`).toBeDefined();
  return code!;
}

/** The login check answer for some credentials (used to prove a password changed). */
export async function loginCheckCode(c: ContractClient, body: LoginRequest): Promise<number> {
  return (await c.api.call(ENDPOINTS.loginCheck, body, { silent: true })).code;
}

export const login = (user: SeedUser, by: 'mobile' | 'account' = 'mobile', password?: string) => loginBody(user, by, password);
