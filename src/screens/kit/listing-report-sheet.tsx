// The details page's report form (contract reportListing; issue: Beyond the spec, "Report and block
// on every listing and user"): a reason as on Jiji (LISTING_REPORT_REASONS, worded by
// report.reasons) and optional details, about the listing or about its publisher, in the
// full-screen sheet the chat's report uses (report-fields.tsx holds the fields and their state). In
// the kit so that details/report-listing.tsx loads it on the first tap: the details chunk, which the
// first view preloads, carries neither the sheet nor the form.
import { useServices, useShell } from '../../app/use-shell.js';
import { LISTING_REPORT_ENDPOINTS } from '../../contract/endpoints/listing-report.js';
import { LISTING_REPORT_REASONS, type ListingReportReason } from '../../contract/statuses.js';
import type { ListingReportAbout } from '../../contract/types/listing-report.js';
import { PickerSheet } from '../../ui/picker/picker-sheet.js';
import { useT } from '../../ui/t-context.js';
import { ReportFields, useReportDraft, type ReasonList } from './report-fields.js';

const LISTING_REASONS: ReasonList<ListingReportReason> = { reasons: LISTING_REPORT_REASONS, key: (r) => `report.reasons.${r}` };

export interface ListingReportTarget {
  moduleId: number;
  serviceId: string;
  /** The publisher's name (the user report's title). */
  name: string;
}

export function ListingReportSheet({ target, about, onClose }: { target: ListingReportTarget; about: ListingReportAbout | null; onClose(): void }) {
  const t = useT();
  const title = about === 'user' ? t('report.userTitle', { name: target.name }) : t('report.listingTitle');
  return (
    <PickerSheet open={about !== null} title={title} onClose={onClose}>
      {about && <ReportForm target={target} about={about} onDone={onClose} />}
    </PickerSheet>
  );
}

function ReportForm({ target, about, onDone }: { target: ListingReportTarget; about: ListingReportAbout; onDone(): void }) {
  const t = useT();
  const { api } = useServices();
  const { dialogs } = useShell();
  const draft = useReportDraft<ListingReportReason>(async (reason, details) => {
    const reply = await api.call(LISTING_REPORT_ENDPOINTS.reportListing, {
      moduleId: target.moduleId, serviceId: target.serviceId, reason, about, ...(details ? { text: details } : {}),
    });
    if (reply.code !== 200) return false;
    dialogs.toast(t('report.done'));
    return true;
  }, onDone);
  return (
    <form className="mkt-report" data-report={about} onSubmit={(e) => {
      e.preventDefault();
      void draft.submit();
    }}>
      <ReportFields draft={draft} list={LISTING_REASONS} legend={t(about === 'user' ? 'report.userReason' : 'report.listingReason')}
        details={t('report.details')} errorClass="mkt-report-error" />
      <button type="submit" className="mkt-btn" disabled={draft.busy} aria-busy={draft.busy}>{t('report.send')}</button>
    </form>
  );
}
