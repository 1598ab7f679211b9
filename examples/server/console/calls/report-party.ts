// A user as the reports queue shows them (console-moderation.ts ReportUser): read as one json
// column, in console-user.ts's column names, with whether the account is suspended now.
import type { ReportUser } from '../../../../src/contract/console-moderation.js';
import { consoleUserOf, type UserColumns } from '../console-user.js';
import { jsonOf } from '../money-rows.js';

/** A user of `alias` as one json column. */
export const party = (a: string) => `json_build_object('user_id', ${a}.id, 'pet_name', ${a}.pet_name, 'ent_name', ${a}.ent_name,
  'account_type', ${a}.account_type, 'mobile_code', ${a}.mobile_code, 'phone', ${a}.phone, 'suspended', ${a}.suspended_at is not null)`;

export type PartyJson = UserColumns & { suspended: boolean };

export const userOf = (raw: PartyJson | string): ReportUser => {
  const p = jsonOf(raw);
  return { ...consoleUserOf(p), suspended: p.suspended === true };
};
