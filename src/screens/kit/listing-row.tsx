// One list row of a listing module (spec §3 "Summaries"), used by the module lists, the home goods
// list, the recommended lists and the mine screen. What a row shows is read from the summary the
// descriptor names (DESIGN.md §3): price field, billing cycle, labels, mileage, publisher name,
// and the TOP badge of a boosted listing (top-badge.tsx).
// Articles and want-to-buy have layouts of their own (article-row.tsx, demand-row.tsx).
import { Link } from 'wouter';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { Img } from './img.js';
import { detailsHref } from './links.js';
import { Price, useLanguage } from './price.js';
import { formatNumber } from '../../i18n/format-price.js';
import { useKitStyle } from './kit-styles.js';
import { isTopRow, TopBadge } from './top-badge.js';

/** A summary as it arrives: the module's own type, read by field name (the descriptor's fields). */
export type Summary = Readonly<Record<string, unknown>>;

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const labelsOf = (v: unknown): { id: number; name: string }[] =>
  Array.isArray(v) ? v.filter((l): l is { id: number; name: string } => typeof l?.name === 'string') : [];

/** Enterprise name for accountType 2, otherwise the nickname (spec §1); any summary type. */
export const publisherName = (item: object): string => {
  const s = item as Summary;
  return (s.accountType === 2 ? str(s.entName) : str(s.petName)) || str(s.petName);
};

export function ListingRow({ module, item, eager = false }: { module: ListingModule; item: Summary; eager?: boolean }) {
  useKitStyle();
  const t = useT();
  const lang = useLanguage();
  const title = str(item.title);
  const fields = module.summaryFields;
  const labels = labelsOf(item.labelList);
  const miles = fields.includes('miles') ? formatNumber(item.miles as number, lang) : '';
  const name = fields.includes('petName') ? publisherName(item) : '';
  return (
    <Link className="mkt-row" href={detailsHref(module, item)}>
      <Img className="mkt-row-pic" src={str(item.imgPath)} alt="" eager={eager} thumb saver="tap" />
      <span className="mkt-row-body">
        <span className="mkt-row-title">{isTopRow(item) && <TopBadge />}{title}</span>
        {fields.includes('content') && str(item.content) && <span className="mkt-row-text">{str(item.content)}</span>}
        {labels.length > 0 && (
          <span className="mkt-labels">
            {labels.map((l) => (
              <span key={l.id} className="mkt-label">{l.name}</span>
            ))}
          </span>
        )}
        {(miles || name) && (
          <span className="mkt-meta">
            {miles && <span>{t('listing.kilometres', { value: miles })}</span>}
            {name && <span>{name}</span>}
          </span>
        )}
        {module.priceField && (
          <Price amount={item[module.priceField] as number} flag={str(item.priceFlag)} cycle={str(item.billingCycle)} />
        )}
      </span>
    </Link>
  );
}
