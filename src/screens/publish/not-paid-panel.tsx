// A new listing the server kept as 0 "not paid" (PublishReply.status; spec §4 status 0, §6
// "Publishing consumes a posting chance"): no chance was left when it was sent (the quota ran out
// after the form opened, or another device used the last one), so it was saved unpublished rather
// than lost. Said plainly, in place of the form, with the two ways on: pay for this listing now
// (/common/publishPay; after paying, publish management), or later from publish management, where
// it shows as not paid with its pay action. The heading takes the focus: a screen reader hears the
// news where a sighted user sees the form replaced.
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { publishManagePath, publishPayPath } from './use-save-listing.js';

export function NotPaidPanel({ m, serviceId }: { m: ListingModule; serviceId: string }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="mkt-pub-check mkt-pub-unpaid" aria-labelledby="mkt-pub-unpaid-title">
      <h2 id="mkt-pub-unpaid-title" ref={heading} tabIndex={-1}>{t('publish.notPaid.title')}</h2>
      <p className="mkt-pub-status" data-kind="info">{t('publish.notPaid.text')}</p>
      <div className="mkt-pub-bar">
        <Link className="mkt-btn mkt-btn-ghost" href={publishManagePath(m)} replace>{t('publish.notPaid.later')}</Link>
        <Link className="mkt-btn" href={publishPayPath(m, serviceId)} replace>{t('publish.notPaid.pay')}</Link>
      </div>
    </section>
  );
}
