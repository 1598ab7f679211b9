// What a shared listing says (issue: Beyond the spec, "Share a listing"): ONE builder for every
// module, read by field name from the details reply like the rest of the page (read.ts). The
// details page's share button sends it (use-listing-share.ts) and the reference server writes the
// same words into the link's preview card (examples/server/first-view/og-tags.ts), so the message
// and the card agree. DOM-free: it runs on the page and in Node.
import type { LanguageCode } from '../../contract/envelope.js';
import { htmlToPlain } from '../../contract/validation/plain-text.js';
import { formatPrice } from '../../i18n/format-price.js';
import { modulePath, type ModuleIdentity } from '../../modules/identities.js';
import type { ListingModule } from '../../modules/types.js';
import type { ShareContent } from '../kit/share-out.js';
import { detailFieldsOf, str, type Detail } from './read.js';

/** A share sheet's or a card's title: chat apps cut a long one anyway, mid-word. */
export const SHARE_TITLE_MAX = 100;
/** The description's plain text: about what WhatsApp and Facebook show under the title. */
export const SHARE_SUMMARY_MAX = 150;

/** `text` cut to `max` characters at a word boundary when one is near, with an ellipsis. */
export function clipText(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  // A word boundary in the last third keeps whole words; one long word is cut where it must be.
  return `${(space > max * 0.66 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** « 25 000 000 FCFA · Cocody, Abidjan »: the price (with its cycle) and the place, each when known. */
export function priceAndPlace(module: ListingModule, d: Detail, lang: LanguageCode): string {
  const amount = module.priceField ? d[module.priceField] : undefined;
  const price = formatPrice(amount as number | string | undefined, str(d.priceFlag) || str(d.moneyUnitFlag), lang);
  const cycle = detailFieldsOf(module).includes('billingCycle') ? str(d.billingCycle) : '';
  const priced = price && cycle ? `${price} / ${cycle}` : price;
  return [priced, str(d.countryCityName).trim()].filter((s) => s !== '').join(' · ');
}

/** The listing's details route: the path a cold load of the standalone page opens it at. */
export function listingRoute(module: Pick<ModuleIdentity, 'key' | 'paths' | 'esInfoId'>, serviceId: string, esInfoId = ''): string {
  const q = new URLSearchParams({ serviceId });
  if (module.esInfoId && esInfoId) q.set('esInfoId', esInfoId);
  return `${modulePath(module, 'details')}?${q}`;
}

export interface ShareIds {
  serviceId: string;
  esInfoId?: string;
}

/**
 * The share sheet's content: the title shown (the reader's language or the original they chose),
 * price and place as the text (the title alone when neither is known), the listing's route.
 */
export function listingShareContent(module: ListingModule, d: Detail, title: string, ids: ShareIds, lang: LanguageCode): ShareContent {
  const shownTitle = clipText(title || str(d.title), SHARE_TITLE_MAX);
  return {
    title: shownTitle,
    text: priceAndPlace(module, d, lang) || shownTitle,
    route: listingRoute(module, ids.serviceId, ids.esInfoId || str(d.esInfoId)),
  };
}

/** A preview card's description: price and place, then the start of the listing's plain text. */
export function listingSummary(module: ListingModule, d: Detail, contentHtml: string, lang: LanguageCode): string {
  const plain = clipText(htmlToPlain(contentHtml), SHARE_SUMMARY_MAX);
  return [priceAndPlace(module, d, lang), plain].filter((s) => s !== '').join(' · ');
}
