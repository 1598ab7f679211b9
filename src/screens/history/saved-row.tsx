// One favourite or history entry (contract SavedItem): picture, title, a line of text, the price
// when the module has one, and when it was saved or viewed. It opens the listing's details
// (spec §2) on the route the caller names (spec §9 business-history quirk).
import { Link } from 'wouter';
import type { SavedItem } from '../../contract/types/listing-summaries.js';
import type { MessageKey } from '../../i18n/keys.js';
import type { LanguageCode } from '../../contract/envelope.js';
import { formatCalendar, readDate } from '../../i18n/format-calendar.js';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { Img } from '../kit/img.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { detailsHref } from '../kit/links.js';
import { Price, useLanguage } from '../kit/price.js';

export interface SavedRowProps {
  /** The module the entry belongs to (reads its id fields). */
  module: ListingModule;
  /** The module whose details route it opens. */
  route: ListingModule;
  item: SavedItem;
  /** "Saved on {{date}}" / "Viewed on {{date}}". */
  timeKey: MessageKey;
}

export function SavedRow({ module, route, item, timeKey }: SavedRowProps) {
  useKitStyle();
  const t = useT();
  const lang = useLanguage();
  const date = formatDate(item.time, lang);
  return (
    <Link className="mkt-row" href={detailsHref(module, { ...item }, route)}>
      <Img className="mkt-row-pic" src={item.imgPath} alt="" thumb />
      <span className="mkt-row-body">
        <span className="mkt-row-title">{item.title}</span>
        {item.content && <span className="mkt-row-text">{item.content}</span>}
        {item.price !== undefined && item.price !== null && <Price amount={item.price} flag={item.priceFlag} />}
        {date && (
          <span className="mkt-meta">
            <time dateTime={item.time}>{t(timeKey, { date })}</time>
          </span>
        )}
      </span>
    </Link>
  );
}

/** A medium date in the interface language; '' for a missing or unreadable time. */
export function formatDate(iso: string | undefined, lang: LanguageCode): string {
  const at = readDate(iso);
  return at ? formatCalendar(at, lang, 'medium') : '';
}
