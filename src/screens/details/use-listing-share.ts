// The details page's share action (issue: Beyond the spec, "Share a listing"): the content of
// share-content.ts sent the way this place allows (kit/share-out.ts: the native shell's sheet, the
// Web Share API, else the link copied with a toast). The link is the marketplace's own page
// (links/public-url.ts), also when the app is embedded in a partner page or a WebView.
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { useLanguage } from '../kit/price.js';
import { useShareOut } from '../kit/share-out.js';
import type { Detail } from './read.js';
import { listingShareContent, type ShareIds } from './share-content.js';

/** `title`: the title the reader sees (their language, or the original they switched to). */
export function useListingShare(module: ListingModule, d: Detail, title: string, ids: ShareIds): () => void {
  const t = useT();
  const lang = useLanguage();
  const share = useShareOut(t('shareListing.copied'));
  return () => void share(listingShareContent(module, d, title, ids, lang));
}
