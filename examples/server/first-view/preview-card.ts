// The link preview card of a page (issue: Beyond the spec, "Share a listing"): WhatsApp, Facebook
// and the other crawlers run no JavaScript, so the Open Graph and Twitter tags, the canonical link
// and the <title> are written into the HTML the server sends. A listing's details page gets its
// own card (title, price and place with the start of its text, cover, canonical URL); every other
// page, and a listing that is missing or not published, the site's card. Every value is escaped:
// a title holding quotes, markup or & stays text.
import type { LanguageCode } from '../../../src/contract/envelope.js';
import type { ListingModule } from '../../../src/modules/types.js';
import { coverOf, str, type DetailData } from '../../../src/screens/details/read.js';
import { clipText, listingRoute, listingSummary, SHARE_TITLE_MAX } from '../../../src/screens/details/share-content.js';
import { escapeAttribute } from '../http/html-escape.js';
import { translate } from '../http/messages.js';

export interface PreviewListing {
  module: ListingModule;
  serviceId: string;
  esInfoId: string;
  data: DetailData;
}

export interface PreviewInput {
  language: LanguageCode;
  /** Where people reach this server (https://market.example): the card's URLs are absolute. */
  origin: string;
  listing: PreviewListing | null;
  /**
   * The visitor asked for none of the app's languages (a crawler without Accept-Language): the
   * listing's own words rather than a translation into the fallback language.
   */
  original: boolean;
}

export interface PreviewCard {
  /** The page's <title> text (escaped). */
  title: string;
  /** The tags for <head>. */
  head: string;
}

const meta = (attr: 'property' | 'name', key: string, value: string): string =>
  `<meta ${attr}="${key}" content="${escapeAttribute(value)}">`;

/** A picture path as an absolute http(s) URL ('' for anything else: data:, javascript:, //host). */
function absolute(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return /^\/(?!\/)/.test(path) ? `${origin}${path}` : '';
}

export function previewCard({ language, origin, listing, original }: PreviewInput): PreviewCard {
  const site = translate('app.title', language);
  const tags = [meta('property', 'og:type', 'website'), meta('property', 'og:site_name', site)];
  if (!listing) {
    tags.push(meta('property', 'og:title', site), meta('property', 'og:description', translate('shareListing.siteDescription', language)));
    tags.push(meta('name', 'twitter:card', 'summary'));
    return { title: escapeAttribute(site), head: tags.join('') };
  }
  const { module, data } = listing;
  const d = data.resultMap;
  // resultMap holds the visitor's language (the original when untranslated), orgMap the original.
  const org = original ? data.orgMap : null;
  const title = clipText(org?.orgTitle || str(d.title), SHARE_TITLE_MAX);
  const url = `${origin}${listingRoute(module, listing.serviceId, listing.esInfoId || str(d.esInfoId))}`;
  const image = absolute(origin, coverOf(d));
  tags.push(
    meta('property', 'og:title', title),
    meta('property', 'og:description', listingSummary(module, d, org?.orgContent || str(d.content), language)),
    meta('property', 'og:url', url),
  );
  if (image) tags.push(meta('property', 'og:image', image), meta('property', 'og:image:alt', title));
  tags.push(meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'), `<link rel="canonical" href="${escapeAttribute(url)}">`);
  return { title: escapeAttribute(`${title} · ${site}`), head: tags.join('') };
}
