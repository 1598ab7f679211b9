// One of the publisher's listings in publish management (spec §2 /common/publishManage, §4): cover,
// title, price, release time, last refresh, status badge, audit status, invalid flag, the
// review-failed reason, and the actions its status allows (kit/listing-status.ts actionsFor, from
// the lifecycle table). A module whose list rows draw their own facts (descriptor rowLayout) shows
// them here too, the same way: a job its salary, nature, experience and degree, and the employer's
// logo (or initials) in place of a cover it does not have.
import { Link } from 'wouter';
import type { MyReleaseItem } from '../../contract/types/commons.js';
import { mediumDate, readDate } from '../../i18n/format-calendar.js';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { Img } from '../kit/img.js';
import { ROW_FACTS, ROW_PICTURE } from '../kit/row-facts.js';
import { Price, useLanguage } from '../kit/price.js';
import { actionsFor, auditLabel, type OwnerAction } from '../kit/listing-status.js';
import { ReviewReason, StatusBadges } from '../kit/status-badge.js';
import { ContactStatsLine } from './contact-stats.js';
import { whenOf } from './paid-offer.js';
import type { RunAction } from './use-release-actions.js';
import { modulePath } from '../../modules/identities.js';

export interface ReleaseRowProps {
  module: ListingModule;
  item: MyReleaseItem;
  busy: boolean;
  onAction(item: MyReleaseItem, action: RunAction): void;
}

/** Where view and edit lead (spec §2: publishDetails with serviceId and languageId; publish with serviceId). */
export function actionHref(module: ListingModule, item: MyReleaseItem, action: 'view' | 'edit', lang: string): string {
  const serviceId = String(item.serviceId);
  if (action === 'edit') return `${modulePath(module, 'publish')}?${new URLSearchParams({ serviceId })}`;
  // The interface language when the listing has text in it, else its first language (the original).
  const languageId = item.languageIds?.includes(lang) ? lang : (item.languageIds?.[0] ?? lang);
  return `${modulePath(module, 'publishDetails')}?${new URLSearchParams({ serviceId, languageId })}`;
}

const STYLE: Partial<Readonly<Record<OwnerAction, string>>> = {
  edit: 'mkt-pm-act mkt-pm-act-main',
  publishAgain: 'mkt-pm-act mkt-pm-act-main',
  pay: 'mkt-pm-act mkt-pm-act-main',
  delete: 'mkt-pm-act mkt-pm-act-danger',
};

export function ReleaseRow({ module, item, busy, onAction }: ReleaseRowProps) {
  const t = useT();
  const lang = useLanguage();
  const audit = auditLabel(item.auditStatus, item.status);
  const released = mediumDate(item.releaseTime, lang);
  // The last refresh, free or paid (spec §4 order action "refresh"): what a paid one shows on return.
  const refreshedDate = readDate(item.refreshedAt);
  const refreshed = refreshedDate ? whenOf(refreshedDate, new Date(), lang) : null;
  // The row itself opens the listing (view), so the buttons are the other actions.
  const actions = actionsFor(item.status).filter((a) => a !== 'view');
  const Picture = ROW_PICTURE[module.rowLayout];
  const Facts = ROW_FACTS[module.rowLayout];
  return (
    <article className="mkt-pm-item" data-service-id={item.serviceId} data-status={item.status}>
      <Link className="mkt-row" href={actionHref(module, item, 'view', lang)}>
        {Picture ? <Picture item={item} /> : <Img className="mkt-row-pic" src={item.imgPath} alt="" thumb />}
        <span className="mkt-row-body">
          <span className="mkt-row-title">{item.title}</span>
          <StatusBadges status={item.status} invalid={item.invalid} />
          {Facts && <Facts item={item} />}
          {module.priceField && item.price !== null && item.price !== undefined && <Price amount={item.price} flag={item.priceFlag} />}
          <span className="mkt-meta">
            {audit && <span className="mkt-pm-audit">{t('publishManage.audit.label', { value: t(audit) })}</span>}
            {released && (
              <time dateTime={item.releaseTime}>{t('publishManage.released', { date: released })}</time>
            )}
            {refreshed && (
              <time className="mkt-pm-refreshed" dateTime={item.refreshedAt!} data-refreshed-at={item.refreshedAt}>
                {t('publishManage.refreshed', { when: t(refreshed.key, refreshed.values) })}
              </time>
            )}
          </span>
        </span>
      </Link>
      {item.stats && <ContactStatsLine stats={item.stats} />}
      <ReviewReason status={item.status} reason={item.reviewReason} className="mkt-pm-reason" />
      <div className="mkt-pm-actions" role="group" aria-label={t('publishManage.actionsLabel', { title: item.title })} aria-busy={busy || undefined}>
        {actions.map((action) =>
          action === 'edit' ? (
            <Link key={action} href={actionHref(module, item, action, lang)} className={STYLE[action] ?? 'mkt-pm-act'} data-action={action}>
              {t(`publishManage.actions.${action}`)}
            </Link>
          ) : (
            <button
              key={action}
              type="button"
              className={STYLE[action] ?? 'mkt-pm-act'}
              data-action={action}
              disabled={busy}
              onClick={() => onAction(item, action)}
            >
              {t(`publishManage.actions.${action}`)}
            </button>
          ),
        )}
      </div>
    </article>
  );
}
