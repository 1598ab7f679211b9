// The case of a listing report (console-moderation.ts ReportedListingCase; issue: Beyond the
// spec): the listing as it is now, whatever its status (a held or taken-down one included: the
// moderator sees what was reported), and its open listing reports, oldest first.
import type { ListingReporter, ReportedListingCase } from '../../../../src/contract/console-moderation.js';
import { PUBLISH_STATUS, type AnyReportReason } from '../../../../src/contract/statuses.js';
import { REPORT_HOLD_REASON } from '../../../../src/contract/listing-lifecycle.js';
import type { Queryable } from '../../db/database.js';
import { isoOf } from '../../payments/catalogue/texts.js';
import { party, userOf, type PartyJson } from './report-party.js';

interface CaseRow {
  id: string;
  module_key: string;
  module_id: number;
  title: string | null;
  status: number;
  review_reason: string;
}

interface ReporterRow {
  id: string;
  reporter: PartyJson | string;
  reason: AnyReportReason;
  note: string;
  created_at: Date | string;
}

export async function listingCase(q: Queryable, serviceId: string): Promise<ReportedListingCase | null> {
  const [l] = await q.query<CaseRow>(
    `select l.id::text as id, l.module_key, l.module_id, t.title, l.status, l.review_reason
     from listings l left join listing_texts t on t.listing_id = l.id and t.language = l.original_language where l.id = $1::bigint`,
    [serviceId],
  );
  if (!l) return null;
  const reporters = await q.query<ReporterRow>(
    `select r.id::text as id, ${party('rp')} as reporter, r.reason, r.note, r.created_at
     from chat_reports r join users rp on rp.id = r.reporter_id
     where r.listing_id = $1::bigint and r.subject = 'listing' and r.status = 'open' order by r.created_at, r.id`,
    [serviceId],
  );
  return {
    serviceId: l.id, module: l.module_key, moduleId: l.module_id, title: l.title ?? '', status: Number(l.status),
    held: Number(l.status) === PUBLISH_STATUS.onReview && l.review_reason === REPORT_HOLD_REASON,
    reporters: reporters.map((r): ListingReporter => ({
      reportId: r.id, reporter: userOf(r.reporter), reason: r.reason, note: r.note, createdAt: isoOf(r.created_at),
    })),
  };
}
