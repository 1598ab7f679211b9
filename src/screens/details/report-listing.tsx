// The foot of a listing's details page (issue: Beyond the spec, "Report and block on every listing
// and user", as Jiji's "Report abuse" under an ad): report the listing, report its publisher, block
// the publisher. A visitor is asked to log in first (spec §6); one's own listing shows none of it.
// Blocking is the chat's block (contract blockUser, kit/use-block.ts): the publisher can no
// longer write to the user nor the user to them, and the button undoes it. Blocking does not hide
// the publisher's listings from the user's lists — Jiji's block is about messages too, and the
// public lists are shared cached replies (listings/write.ts publicDataChanged).
import { useId, useState } from 'react';
import type { ListingReportAbout } from '../../contract/types/listing-report.js';
import type { ListingModule } from '../../modules/types.js';
import { lazy, useLazy } from '../../ui/lazy.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';
import { useLoginFirst } from '../kit/use-login-first.js';
import { publisherName } from '../kit/listing-row.js';
import { useBlock } from '../kit/use-block.js';
import { Icon } from './icons.js';
import { str, type Detail } from './read.js';

/** The sheet and its form, fetched on the first tap (kit/listing-report-sheet.tsx). */
const SHEET = lazy(() => import('../kit/listing-report-sheet.js').then((m) => m.ListingReportSheet));

const FLAG = 'M5 21V4M5 4h11l-2 4 2 4H5';
const BLOCK = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM5.6 5.6l12.8 12.8';

const CSS =
  '.mkt-dt-report{display:flex;flex-direction:column;align-items:flex-start;gap:2px}' +
  '.mkt-dt-report h2{margin:0 0 4px;color:var(--mkt-muted);font-size:14px;font-weight:600}' +
  '.mkt-dt-report button{display:inline-flex;align-items:center;gap:8px;min-height:44px;padding:0;border:0;background:none;color:#b3261e;font-size:15px;text-align:start;cursor:pointer}' +
  '.mkt-dt-report button[data-blocked=true]{color:var(--mkt-muted)}' +
  '.mkt-dt-report svg{flex:none;width:18px;height:18px}';

export function ReportListing({ module, serviceId, detail }: { module: ListingModule; serviceId: string; detail: Detail }) {
  useStyle('details-report', CSS);
  const t = useT();
  const headingId = useId();
  const { userId, loggedIn } = useLoginFirst();
  const [about, setAbout] = useState<ListingReportAbout | null>(null);
  const Sheet = useLazy(SHEET, about !== null);
  const name = publisherName(detail);
  const otherUserMq = str(detail.userMq);
  if (str(detail.userId) !== '' && str(detail.userId) === userId) return null;
  const open = (what: ListingReportAbout) => loggedIn() && setAbout(what);

  return (
    <section className="mkt-dt-sec mkt-dt-report" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('report.heading')}</h2>
      <button type="button" data-report-open="listing" onClick={() => open('listing')}><Icon d={FLAG} />{t('report.listing')}</button>
      {name && <button type="button" data-report-open="user" onClick={() => open('user')}><Icon d={FLAG} />{t('report.user')}</button>}
      {otherUserMq && <BlockButton otherUserMq={otherUserMq} name={name} loggedIn={loggedIn} />}
      {Sheet && <Sheet target={{ moduleId: module.moduleId, serviceId, name }} about={about} onClose={() => setAbout(null)} />}
    </section>
  );
}

function BlockButton({ otherUserMq, name, loggedIn }: { otherUserMq: string; name: string; loggedIn(): boolean }) {
  const t = useT();
  // Not known before the first tap (no call for it on a public page): blockUser is idempotent.
  const block = useBlock(otherUserMq, name, false);
  return (
    <button type="button" data-blocked={block.blocked} onClick={() => loggedIn() && void (block.blocked ? block.unblock() : block.block())}>
      <Icon d={BLOCK} />{t(block.blocked ? 'report.unblock' : 'report.block')}
    </button>
  );
}
