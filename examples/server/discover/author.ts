// Who wrote a post or a comment, as every discover reply shows it (types/discover.ts ShareAuthor):
// read in the same query as the rows (the users row joined as `alias`), never one query per row.
import type { ShareAuthor } from '../../../src/contract/types/discover.js';

export interface AuthorRow {
  user_id: string;
  user_mq: string;
  pet_name: string;
  ent_name: string;
  account_type: number;
  avatar_path: string;
}

/** The AuthorRow columns of the users row `alias` (user_id included). */
export const authorColumns = (alias: string): string =>
  `${alias}.id as user_id, ${alias}.user_mq, ${alias}.pet_name, ${alias}.ent_name, ${alias}.account_type, ${alias}.avatar_path`;

/**
 * The name shown for the users row `alias` (an enterprise, accountType 2, by its entName when it has one;
 * spec §3): what a reply to a comment names.
 */
export const shownNameSql = (alias: string): string =>
  `case when ${alias}.account_type = 2 and ${alias}.ent_name <> '' then ${alias}.ent_name else ${alias}.pet_name end`;

export const authorOf = (r: AuthorRow): ShareAuthor => ({
  userId: r.user_id,
  userMq: r.user_mq ?? '',
  petName: r.pet_name ?? '',
  avatarPath: r.avatar_path ?? '',
  accountType: Number(r.account_type),
  entName: r.ent_name ?? '',
});

/** Users the moderators suspended are left out of every discover read (console reports queue). */
export const liveUser = (alias: string): string => `${alias}.suspended_at is null`;

/**
 * ORDER BY terms for ids of a prefix and a sequence number ('sh12', 'cm7'), newest first: a longer
 * number is a larger one, so 'sh10' sorts after 'sh9' as numbers do (text order would not).
 */
export const newestIdSql = (column: string): string => `length(${column}) desc, ${column} desc`;
