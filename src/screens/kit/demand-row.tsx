// One want-to-buy demand in a list (spec §3 "Summaries: purchase demand"): title, days remaining
// with a warning icon when 3 or fewer and non-zero (spec §4, §9), quantity needed, price with its
// currency flag, country and city, content, pictures at 75 × 75, tag, release time, and the
// publisher (avatar; accountType 2 shows the enterprise name, otherwise the nickname — spec §1).
// Used by the demand list, the recommended list on details and the saved lists.
import { Link } from 'wouter';
import { PURCHASE_WARNING_DAYS } from '../../contract/constants.js';
import { formatNumber } from '../../i18n/format-price.js';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';
import { mediumDate } from '../../i18n/format-calendar.js';
import { Img } from './img.js';
import { useKitStyle } from './kit-styles.js';
import { detailsHref } from './links.js';
import { publisherName, type Summary } from './listing-row.js';
import { isTopRow, TopBadge } from './top-badge.js';
import { Price, useLanguage } from './price.js';

// Kept next to the row until the lead folds it into kit-styles.ts.
const DEMAND_ROW_CSS =
  '.mkt-demand{flex-direction:column;gap:6px}' +
  '.mkt-demand-facts{display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px;font-size:13px;color:var(--mkt-fg)}' +
  '.mkt-demand-days,.mkt-demand-place{display:inline-flex;align-items:center;gap:4px;min-width:0;overflow-wrap:anywhere}' +
  '.mkt-demand-days[data-warn]{color:#c5221f;font-weight:600}' +
  '.mkt-demand-days svg,.mkt-demand-place svg{width:16px;height:16px;flex:none}' +
  '.mkt-demand-pics{display:flex;gap:8px;overflow:hidden}' +
  '.mkt-demand-pics .mkt-img{flex:none;width:75px;height:75px;border-radius:6px}' +
  '.mkt-demand-by{display:flex;align-items:center;gap:8px;min-width:0;color:var(--mkt-muted);font-size:12px}' +
  '.mkt-demand-by .mkt-img{flex:none;width:24px;height:24px;border-radius:50%}' +
  '.mkt-demand-name{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}';

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);
const imgPaths = (v: unknown): string[] =>
  Array.isArray(v) ? v.map((i: unknown) => (typeof i === 'string' ? i : str((i as { imgPath?: unknown } | null)?.imgPath))).filter((p) => p !== '') : [];

/** Spec §4: "a warning icon when days remaining is 3 or fewer and non-zero". */
export const isExpiringSoon = (days: number | null): boolean => days !== null && days > 0 && days <= PURCHASE_WARNING_DAYS;

/** Pictures shown in a row: four fit the 328 px of a 360 px screen at 75 px each. */
const MAX_PICTURES = 4;

const WARN_ICON = 'M12 3l10 18H2zM12 10v5M12 18v.01';
const PLACE_ICON = 'M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12zm0-10a2 2 0 1 0 0-4 2 2 0 0 0 0 4z';

export function DemandRow({ module, item }: { module: ListingModule; item: Summary }) {
  useKitStyle();
  useStyle('kit-demand-row', DEMAND_ROW_CSS);
  const t = useT();
  const lang = useLanguage();
  const days = num(item.validDayNum);
  const warn = isExpiringSoon(days);
  const quantity = num(item.number);
  const place = str(item.countryCityName);
  const tag = str(item.tag);
  const content = str(item.content);
  const pictures = imgPaths(item.imgList).slice(0, MAX_PICTURES);
  const time = mediumDate(item.releaseTime, lang);
  return (
    <Link className="mkt-row mkt-demand" href={detailsHref(module, item)}>
      <span className="mkt-row-title">{isTopRow(item) && <TopBadge />}{str(item.title)}</span>
      <span className="mkt-demand-facts">
        {days !== null && (
          <span className="mkt-demand-days" data-warn={warn ? '' : undefined}>
            {warn && (
              <svg className="mkt-demand-warn" viewBox="0 0 24 24" role="img" aria-label={t('listScreen.demand.expiresSoon')} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <path d={WARN_ICON} />
              </svg>
            )}
            {t('listScreen.demand.daysLeft', { value: formatNumber(days, lang) })}
          </span>
        )}
        {quantity !== null && <span>{t('listScreen.demand.quantity', { value: formatNumber(quantity, lang) })}</span>}
      </span>
      {module.priceField && <Price amount={item[module.priceField] as number} flag={str(item.priceFlag)} />}
      {content && <span className="mkt-row-text">{content}</span>}
      {pictures.length > 0 && (
        <span className="mkt-demand-pics">
          {pictures.map((src, i) => (
            <Img key={i} src={src} alt="" ratio="1" thumb />
          ))}
        </span>
      )}
      {(tag || place) && (
        <span className="mkt-meta">
          {tag && <span className="mkt-label">{tag}</span>}
          {place && (
            <span className="mkt-demand-place">
              <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
                <path d={PLACE_ICON} />
              </svg>
              {place}
            </span>
          )}
        </span>
      )}
      <span className="mkt-demand-by">
        <Img src={str(item.avatarPath)} alt="" ratio="1" thumb saver="load" />
        <span className="mkt-demand-name">{publisherName(item)}</span>
        {time && <time dateTime={str(item.releaseTime)}>{time}</time>}
      </span>
    </Link>
  );
}
