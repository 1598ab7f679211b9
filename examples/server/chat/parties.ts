// Who is on the other side of a chat (spec §2 "Chat start opens /message/chat with otherUserMq,
// otherUserAvatarPath, otherUserPetName"): users are named by their queue name in the chat calls,
// and shown by the enterprise name for an enterprise account (spec §6 accountType 2), else their
// nickname.
import { ACCOUNT_TYPE } from '../../../src/contract/statuses.js';
import type { Queryable } from '../db/database.js';

export interface PartyRow {
  id: string;
  user_mq: string;
  pet_name: string;
  ent_name: string;
  account_type: number;
  avatar_path: string;
}

/** Columns of `users` (aliased `alias`) a party needs, for the readers that join it. */
export const partyColumns = (alias: string): string =>
  `${alias}.id, ${alias}.user_mq, ${alias}.pet_name, ${alias}.ent_name, ${alias}.account_type, ${alias}.avatar_path`;

export const displayName = (u: Pick<PartyRow, 'pet_name' | 'ent_name' | 'account_type'>): string =>
  u.account_type === ACCOUNT_TYPE.enterprise && u.ent_name.trim() !== '' ? u.ent_name : u.pet_name;

/** The user whose queue is `userMq`; undefined when none (or a deleted account, status 2). */
export async function partyByMq(db: Queryable, userMq: string): Promise<PartyRow | undefined> {
  const [row] = await db.query<PartyRow>(`select ${partyColumns('u')} from users u where u.user_mq = $1 and u.status <> 2`, [userMq]);
  return row;
}

export async function partyById(db: Queryable, userId: string): Promise<PartyRow | undefined> {
  const [row] = await db.query<PartyRow>(`select ${partyColumns('u')} from users u where u.id = $1`, [userId]);
  return row;
}
