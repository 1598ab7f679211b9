// State and helpers the user-centre cases share: paths the member uploaded (a picture, a document),
// session ids read from getDevices, verification codes read from the outbox (as a developer reads
// /dev/outbox), and the bytes of test documents.
import { expect } from 'vitest';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { Device } from '../../../src/contract/types/usercenter.js';
import { ok } from '../support/cases.js';
import type { ContractClient, World } from '../support/world.js';

export interface UcState {
  picture?: string;
  /** A private papers picture of the member (uploadPrivateImg). */
  papersPicture?: string;
  document?: string;
  /** Session id of the member's second device. */
  memberPhoneSession?: string;
  problemId?: number;
  codes: Partial<Record<'phone' | 'mail', string>>;
}

export const newUcState = (): UcState => ({ codes: {} });
export type UW = World<UcState>;

export const { personal, member, seller, enterprise } = SEED_USERS;

export function need<T>(value: T | undefined, what: string): T {
  expect(value, `${what} (made by an earlier case)`).toBeDefined();
  return value!;
}

/** The newest code sent to `to`. */
export function outboxCode(w: UW, to: string): string {
  const [latest] = w.rig.services.outbox.list(to);
  expect(latest, `a code was sent to ${to}`).toBeDefined();
  return latest!.code;
}

/** The member's second device (a phone), logged in on first use. */
export async function memberPhone(w: UW): Promise<ContractClient> {
  const c = w.client('uc-member-phone');
  if (!c.session.authorization) await w.login(c, member);
  return c;
}

export const devicesOf = (c: ContractClient) => ok<Device[]>(c, 'getDevices', {});

export const loggedIn = async (c: ContractClient) => (await ok<{ loggedIn: boolean }>(c, 'checkLoginStatus', {})).loggedIn;

/** A tiny real-looking PDF. */
export const pdfBlob = (): Blob => new Blob(['%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'], { type: 'application/pdf' });

export const uploadDocument = (c: ContractClient, blob: Blob, name: string) =>
  c.api.upload(ENDPOINTS.uploadFile, { language: c.session.language }, blob, name);

/** A private picture (papers or proof) through uploadPrivateImg. */
export const uploadPrivate = (c: ContractClient, blob: Blob, name: string, use: string) =>
  c.api.upload(ENDPOINTS.uploadPrivateImg, { use, language: c.session.language }, blob, name);
