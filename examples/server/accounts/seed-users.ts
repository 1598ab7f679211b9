// Fixed test users of the reference server (issue 3): known ids and credentials, so seeded
// listings, chats and tests can refer to them. Requires the country rows (CIV) to exist first
// (users.area_id references countries). Idempotent: running it twice changes nothing.
//
// Test credentials (development and tests ONLY; the client sends SHA-256 hex of the password):
//   u-personal    +225 0700000001  personal@example.test    username 'personal'    password 'Test1234!'
//   u-member      +225 0700000002  member@example.test      username 'member'      password 'Test1234!'
//   u-enterprise  +225 0700000003  enterprise@example.test  username 'enterprise'  password 'Test1234!'
//   u-seller      +225 0700000004  seller@example.test      username 'seller'      password 'Test1234!'
//   u-buyer       +225 0700000005  buyer@example.test       username 'buyer'       password 'Test1234!'
//     (a buyer of goods: owns no listing and has no shipping address, so the cart and checkout
//     start from nothing; goods-context decisions)
import { createHash, scryptSync } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { costText, PRODUCTION_SCRYPT_COST, SCRYPT_COST } from './passwords.js';

export const SEED_PASSWORD = 'Test1234!';

/** What the client sends for SEED_PASSWORD (spec §5: SHA-256 hex of the typed password). */
export const SEED_PASSWORD_HASH = createHash('sha256').update(SEED_PASSWORD, 'utf8').digest('hex');

/**
 * The stored scrypt of SEED_PASSWORD_HASH at the current cost (passwords.ts), computed once with a
 * fixed salt: the password is public test data, and seeding every test database would otherwise
 * spend half a second of scrypt per user. A test checks it still verifies. At a test cost
 * (PASSWORD_SCRYPT_LN, passwords.ts) it is computed here instead: milliseconds.
 */
export const SEED_PASSWORD_STORED_PRODUCTION = 'scrypt$ln=17,r=8,p=1$bWt0LXNlZWQtdXNlcnMh$eAR6d5dwohWpinBS3-cGzWqZevB8EFBHR7Jd1uM28Jw';
const SEED_SALT = Buffer.from('bWt0LXNlZWQtdXNlcnMh', 'base64url');

export const SEED_PASSWORD_STORED = SCRYPT_COST.ln === PRODUCTION_SCRYPT_COST.ln
  ? SEED_PASSWORD_STORED_PRODUCTION
  : `scrypt$${costText(SCRYPT_COST)}$${SEED_SALT.toString('base64url')}$${scryptSync(SEED_PASSWORD_HASH, SEED_SALT, 32, { N: 2 ** SCRYPT_COST.ln, r: SCRYPT_COST.r, p: SCRYPT_COST.p }).toString('base64url')}`;

export interface SeedUser {
  id: string;
  mobileCode: string;
  phone: string;
  mail: string;
  username: string;
  petName: string;
  entName: string;
  /** 1 personal, 2 enterprise (spec §3). */
  accountType: 1 | 2;
  avatarPath: string;
  areaId: string;
  language: 'cn' | 'en' | 'fr';
  memberLevelId: number;
  isMember: boolean;
  /** Membership expiry, days after the seed time; null = none. */
  memberDays: number | null;
  releaseAreaNum: number;
  userMq: string;
  /** Plain test password (see the header). */
  password: string;
}

/** Per-user message queue name (spec §3 userMq). */
export const userQueueName = (userId: string): string => `mq.user.${userId}`;

const base = { mobileCode: '225', avatarPath: '', areaId: 'CIV', password: SEED_PASSWORD, entName: '' } as const;

export const SEED_USERS = {
  personal: {
    ...base, id: 'u-personal', phone: '0700000001', mail: 'personal@example.test', username: 'personal',
    petName: 'Awa Kouassi', accountType: 1, language: 'fr', memberLevelId: 0, isMember: false, memberDays: null,
    releaseAreaNum: 1, userMq: userQueueName('u-personal'),
  },
  member: {
    ...base, id: 'u-member', phone: '0700000002', mail: 'member@example.test', username: 'member',
    petName: 'Koffi Member', accountType: 1, language: 'en', memberLevelId: 1, isMember: true, memberDays: 365,
    releaseAreaNum: 3, userMq: userQueueName('u-member'),
  },
  enterprise: {
    ...base, id: 'u-enterprise', phone: '0700000003', mail: 'enterprise@example.test', username: 'enterprise',
    petName: 'Abidjan Services', entName: 'Abidjan Services SARL', accountType: 2, language: 'fr', memberLevelId: 3,
    isMember: true, memberDays: 365, releaseAreaNum: 999, userMq: userQueueName('u-enterprise'),
  },
  seller: {
    ...base, id: 'u-seller', phone: '0700000004', mail: 'seller@example.test', username: 'seller',
    petName: 'Yao Seller', accountType: 1, language: 'en', memberLevelId: 0, isMember: false, memberDays: null,
    releaseAreaNum: 1, userMq: userQueueName('u-seller'),
  },
  buyer: {
    ...base, id: 'u-buyer', phone: '0700000005', mail: 'buyer@example.test', username: 'buyer',
    petName: 'Adjoua Buyer', accountType: 1, language: 'fr', memberLevelId: 0, isMember: false, memberDays: null,
    releaseAreaNum: 1, userMq: userQueueName('u-buyer'),
  },
} as const satisfies Record<string, SeedUser>;

export const SEED_USER_LIST: readonly SeedUser[] = Object.values(SEED_USERS);

const DAY_MS = 86_400_000;

/** Inserts the seed users (on conflict do nothing); `now` in ms fixes the membership expiry. */
export async function seedUsers(db: Queryable, now: number): Promise<void> {
  for (const u of SEED_USER_LIST) {
    const exists = await db.query('select 1 from users where id = $1', [u.id]);
    if (exists.length > 0) continue;
    const expiry = u.memberDays === null ? null : new Date(now + u.memberDays * DAY_MS);
    await db.query(
      `insert into users (id, phone, mobile_code, mail, username, password_hash, pet_name, ent_name, account_type,
         avatar_path, area_id, language, member_level_id, is_member, expiry_time, release_area_num, user_mq, status, created_at)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,0,$18)
       on conflict do nothing`,
      [
        u.id, u.phone, u.mobileCode, u.mail, u.username, SEED_PASSWORD_STORED, u.petName, u.entName,
        u.accountType, u.avatarPath, u.areaId, u.language, u.memberLevelId, u.isMember, expiry, u.releaseAreaNum,
        u.userMq, new Date(now),
      ],
    );
  }
}
