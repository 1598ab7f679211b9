// The listing search (issue "Publishing": "the listing search by id/user"), read-only: any
// operator finds listings by their number, their publisher's user id or the publisher's phone,
// deleted ones included (a support question is often about one), newest first; listingHistory
// reads one listing's moves (listing_events, migration 013) with who made each. Reads are not
// actions: nothing is audited (audit.ts).
import { CODE } from '../../../../src/contract/codes.js';
import {
  CONSOLE_ERRORS, consoleSchemas, type ConsolePage, type ListingHistoryEvent, type ListingSearchItem,
} from '../../../../src/contract/console-api.js';
import { ReplyError } from '../../http/handler.js';
import { parseInput } from '../../http/input.js';
import type { ConsoleHandler } from '../console-context.js';
import { consoleUserOf, USER_COLUMNS, type UserColumns } from '../console-user.js';

interface SearchRow extends UserColumns {
  id: string;
  module_key: string;
  module_id: number;
  status: number;
  original_language: string;
  title: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  deleted: boolean;
}

const iso = (t: Date | string) => new Date(t).toISOString();

const itemOf = (r: SearchRow): ListingSearchItem => ({
  serviceId: r.id,
  module: r.module_key,
  moduleId: r.module_id,
  status: r.status,
  title: r.title ?? '',
  language: r.original_language,
  publisher: consoleUserOf(r),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  deleted: r.deleted,
});

/**
 * The criteria as one where clause; an absent one is '' and matches everything. A phone matches
 * as stored (users.phone) or with its country code in front ("+225 07 00 00 00 00" typed whole).
 */
const MATCH = `($1::text = '' or l.id = nullif($1::text, '')::bigint)
  and ($2::text = '' or l.user_id = $2::text)
  and ($3::text = '' or u.phone = $3::text or coalesce(u.mobile_code, '') || u.phone = $3::text)`;

const listingSearch: ConsoleHandler<'listingSearch'> = async (raw, ctx): Promise<ConsolePage<ListingSearchItem>> => {
  const input = parseInput(consoleSchemas.listingSearch, raw);
  const phone = input.phone.replace(/[^0-9]/g, '');
  const criteria = [input.serviceId, input.userId, phone];
  const rows = await ctx.db.query<SearchRow>(
    `select l.id::text as id, l.module_key, l.module_id, l.status, l.original_language, t.title,
       ${USER_COLUMNS},
       coalesce((select min(e.at) from listing_events e where e.listing_id = l.id), l.release_time) as created_at,
       l.updated_at, l.deleted
     from listings l
     left join listing_texts t on t.listing_id = l.id and t.language = l.original_language
     left join users u on u.id = l.user_id
     where ${MATCH}
     order by l.id desc
     limit $4 offset $5`,
    [...criteria, input.pageSize, (input.pageNum - 1) * input.pageSize],
  );
  const [count] = await ctx.db.query<{ n: number | string }>(
    `select count(*) as n from listings l left join users u on u.id = l.user_id where ${MATCH}`,
    criteria,
  );
  return { totalCount: Number(count?.n ?? 0), resultList: rows.map(itemOf) };
};

interface EventRow {
  event: string;
  from_status: number | null;
  to_status: number;
  actor_kind: ListingHistoryEvent['actor']['kind'];
  actor_id: string;
  operator: string | null;
  pet_name: string | null;
  reason: string;
  at: Date | string;
}

const listingHistory: ConsoleHandler<'listingHistory'> = async (raw, ctx) => {
  const { serviceId } = parseInput(consoleSchemas.listingHistory, raw);
  const found = await ctx.db.query('select 1 from listings where id = $1::bigint', [serviceId]);
  if (found.length === 0) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_ERRORS.listingNotFound);
  const rows = await ctx.db.query<EventRow>(
    `select e.event, e.from_status, e.to_status, e.actor_kind, e.actor_id, o.username as operator, u.pet_name, e.reason, e.at
     from listing_events e
     left join operators o on e.actor_kind = 'operator' and o.id::text = e.actor_id
     left join users u on e.actor_kind = 'user' and u.id = e.actor_id
     where e.listing_id = $1::bigint
     order by e.id`,
    [serviceId],
  );
  const events = rows.map((r): ListingHistoryEvent => ({
    event: r.event,
    from: r.from_status,
    to: r.to_status,
    actor: { kind: r.actor_kind, id: r.actor_id, name: (r.actor_kind === 'operator' ? r.operator : r.actor_kind === 'user' ? r.pet_name : null) ?? '' },
    reason: r.reason,
    at: iso(r.at),
  }));
  return { serviceId, events };
};

export const LISTING_SEARCH_CALLS = { listingSearch, listingHistory };
