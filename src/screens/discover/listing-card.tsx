// A listing linked from a post, as a small card: picture, title, price (types/discover.ts
// ShareListingCard). The compose form shows the chosen one, the picker its choices.
import type { ShareListingCard } from '../../contract/types/discover.js';
import { Img } from '../kit/img.js';
import { Price } from '../kit/price.js';

export function ListingCard({ card }: { card: ShareListingCard }) {
  return (
    <span className="mkt-dcc-card" data-listing-card={String(card.serviceId)}>
      <Img src={card.imgPath} alt="" ratio="1" className="mkt-dcc-card-img" thumb />
      <span className="mkt-dcc-card-text">
        <span className="mkt-dcc-card-title">{card.title}</span>
        {card.price !== undefined && <Price amount={card.price} flag={card.priceFlag} />}
      </span>
    </span>
  );
}
