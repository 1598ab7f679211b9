// The listing a post links to (one of the author's own, while published), as a small card like a
// list row: picture, title, price. Tapping it opens the listing's details page.
import { Link } from 'wouter';
import type { ShareListingCard } from '../../contract/types/discover.js';
import { identityById } from '../../modules/identities.js';
import { useT } from '../../ui/t-context.js';
import { Img } from '../kit/img.js';
import { detailsHref } from '../kit/links.js';
import { Price } from '../kit/price.js';

export function PostListing({ listing }: { listing: ShareListingCard }) {
  const t = useT();
  const m = identityById(listing.moduleId);
  if (!m) return null;
  return (
    <Link href={detailsHref(m, { serviceId: listing.serviceId, title: listing.title })} className="mkt-dc-listing" data-listing={listing.serviceId}>
      <Img className="mkt-dc-listing-pic" src={listing.imgPath} alt="" ratio="1" thumb />
      <span className="mkt-dc-listing-body">
        <span className="mkt-dc-listing-kind">{t('feed.listing')}</span>
        <span className="mkt-dc-listing-title">{listing.title}</span>
        {listing.price !== undefined && <Price amount={listing.price} flag={listing.priceFlag} />}
      </span>
    </Link>
  );
}
