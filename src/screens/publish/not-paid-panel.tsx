// A new listing the server kept as 0 "not paid" (PublishReply.status; spec §4 status 0, §6
// "Publishing consumes a posting chance"): no chance was left when it was sent (the quota ran out
// after the form opened, or another device used the last one), so it was saved unpublished rather
// than lost. Said plainly, in place of the form, with the ways on: pay for this listing now
// (/common/publishPay, its price — the 'publish' package of the caller's price list, in the
// locale's money format, spec §9 — shown next to the packages), buy a package of chances (the
// value-added services), or later from publish management, where it shows as not paid with its
// pay action. Every way comes back to publish management after paying. The heading takes the
// focus: a screen reader hears the news where a sighted user sees the form replaced.
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { valueAddedFrom } from '../../app/publish-gate.js';
import { USERCENTER_ENDPOINTS } from '../../contract/endpoints/usercenter.js';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { useMoney } from '../kit/money/use-money.js';
import { useLanguage } from '../kit/price.js';
import { useCall } from '../kit/use-call.js';
import { listingPackage } from '../pay/listing-price.js';
import { publishManagePath, publishPayPath } from './use-save-listing.js';

/** The list price of publishing one listing of module `moduleId` without a chance; null until known or when none is sold. */
function useSingleListingPrice(moduleId: number): number | null {
  const lang = useLanguage();
  const call = useCall(USERCENTER_ENDPOINTS.getCommodityList, { moduleId }, `${moduleId}:${lang}`);
  return call.state.status === 'ok' ? (listingPackage(call.state.data, 'publish', moduleId)?.price ?? null) : null;
}

export function NotPaidPanel({ m, serviceId }: { m: ListingModule; serviceId: string }) {
  const t = useT();
  const { money } = useMoney();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const price = useSingleListingPrice(m.moduleId);
  return (
    <section className="mkt-pub-check mkt-pub-unpaid" aria-labelledby="mkt-pub-unpaid-title">
      <h2 id="mkt-pub-unpaid-title" ref={heading} tabIndex={-1}>{t('publish.notPaid.title')}</h2>
      <p className="mkt-pub-status" data-kind="info">{t('publish.notPaid.text')}</p>
      <div className="mkt-pub-ways">
        {price !== null && (
          <p className="mkt-pub-way" data-way="pay">
            <span>{t('publish.notPaid.price')}</span>
            <strong data-price={price}>{money(price)}</strong>
          </p>
        )}
        <div className="mkt-pub-way" data-way="packages">
          <p>{t('publish.notPaid.packagesText')}</p>
          <Link className="mkt-btn mkt-btn-ghost" href={valueAddedFrom(publishManagePath(m))} replace>{t('publish.notPaid.packages')}</Link>
        </div>
      </div>
      <div className="mkt-pub-bar">
        <Link className="mkt-btn mkt-btn-ghost" href={publishManagePath(m)} replace>{t('publish.notPaid.later')}</Link>
        <Link className="mkt-btn" href={publishPayPath(m, serviceId)} replace>{t('publish.notPaid.pay')}</Link>
      </div>
    </section>
  );
}
