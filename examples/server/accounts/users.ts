// The account rows the accounts domain reads and writes (table users of 002-core).
import { randomBytes, randomInt } from 'node:crypto';
import { normalizeMobileCode } from '../../../src/contract/validation/phone.js';
import type { Queryable } from '../db/database.js';
import { userQueueName } from './seed-users.js';

export interface AccountRow {
  id: string;
  password_hash: string | null;
  area_id: string;
  language: string;
  account_type: number;
  /** 0 active, 1 locked, 2 deletion requested (002-core). */
  status: number;
  /** Suspended by the moderators (accounts/suspension.ts). */
  suspended: boolean;
}

export const USER_STATUS = { active: 0, locked: 1, deletionRequested: 2 } as const;

const COLUMNS = 'id, password_hash, area_id, language, account_type, status, suspended_at is not null as suspended';

/** How a phone is named in code targets and the outbox: '+2250700000001'. */
export const phoneTarget = (mobileCode: string, phone: string): string => `+${normalizeMobileCode(mobileCode)}${phone.trim()}`;
export const mailTarget = (mail: string): string => mail.trim().toLowerCase();

export async function findByPhone(db: Queryable, mobileCode: string, phone: string): Promise<AccountRow | null> {
  const rows = await db.query<AccountRow>(`select ${COLUMNS} from users where mobile_code = $1 and phone = $2`, [
    normalizeMobileCode(mobileCode), phone.trim(),
  ]);
  return rows[0] ?? null;
}

export async function findByMail(db: Queryable, mail: string): Promise<AccountRow | null> {
  const rows = await db.query<AccountRow>(`select ${COLUMNS} from users where lower(mail) = $1`, [mailTarget(mail)]);
  return rows[0] ?? null;
}

/** The e-mail tab accepts the e-mail or the username (spec §7 loginData.username). */
export async function findByLogin(db: Queryable, login: string): Promise<AccountRow | null> {
  const rows = await db.query<AccountRow>(
    `select ${COLUMNS} from users where lower(mail) = $1 or username = $2 order by coalesce(lower(mail) = $1, false) desc limit 1`,
    [mailTarget(login), login.trim()],
  );
  return rows[0] ?? null;
}

export async function findById(db: Queryable, id: string): Promise<AccountRow | null> {
  const rows = await db.query<AccountRow>(`select ${COLUMNS} from users where id = $1`, [id]);
  return rows[0] ?? null;
}

export const newUserId = (): string => `u-${randomBytes(8).toString('hex')}`;

/** A generated nickname (spec §5: 3 to 32 characters) the user can change later. */
export const generatedNickname = (): string => `user${String(randomInt(1_000_000)).padStart(6, '0')}`;

export interface NewUser {
  mobileCode: string;
  phone: string;
  passwordHash: string;
  areaId: string;
  language: string;
}

/** Inserts a registered user; null when the phone was taken meanwhile (unique index). */
export async function insertUser(db: Queryable, u: NewUser, now: number): Promise<AccountRow | null> {
  const id = newUserId();
  const rows = await db.query<AccountRow>(
    `insert into users (id, phone, mobile_code, password_hash, pet_name, area_id, language, user_mq, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict do nothing returning ${COLUMNS}`,
    [id, u.phone.trim(), normalizeMobileCode(u.mobileCode), u.passwordHash, generatedNickname(), u.areaId, u.language, userQueueName(id), new Date(now)],
  );
  return rows[0] ?? null;
}

export async function setPassword(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2 where id = $1', [userId, passwordHash]);
}

export async function setStatus(db: Queryable, userId: string, status: number): Promise<void> {
  await db.query('update users set status = $2 where id = $1', [userId, status]);
}

export async function countryExists(db: Queryable, areaId: string): Promise<boolean> {
  return (await db.query('select 1 from countries where id = $1 and enabled', [areaId])).length > 0;
}
