// The infinite goods list at the bottom of /index (spec §2 "infinite-scroll goods list", §7
// searchByTermsWithoutAd {page{index,size}}, §9 page size 15), as a two-column grid of cards.
// Cards open /saleGoods/details with serviceId and esInfoId (spec §2); boosted goods come first
// and carry the TOP badge (kit/top-badge.tsx), as in the goods list.
import { Link } from 'wouter';
import { useServices } from '../../app/use-shell.js';
import { PAGE_SIZE } from '../../contract/constants.js';
// The endpoint group, not the whole table: the home page's first paint carries no other calls.
import { HOME_ENDPOINTS } from '../../contract/endpoints/home.js';
import type { GoodsItem } from '../../contract/types/home.js';
import { IDENTITIES } from '../../modules/identities.js';
import { InfiniteList } from '../../ui/infinite-list.js';
import type { FetchPage } from '../../ui/list-controller.js';
import { useInfiniteList } from '../../ui/use-infinite-list.js';
import { useT } from '../../ui/t-context.js';
import { Img } from '../kit/img.js';
import { detailsHref } from '../kit/links.js';
import { publisherName } from '../kit/listing-row.js';
import { Price } from '../kit/price.js';
import { isTopRow, TopBadge } from '../kit/top-badge.js';

const GOODS = IDENTITIES.saleGoods;

export function GoodsCard({ item }: { item: GoodsItem }) {
  const name = publisherName(item);
  return (
    <Link className="mkt-home-good" href={detailsHref(GOODS, item)}>
      <Img src={item.imgPath} alt="" ratio="1" thumb />
      <span className="mkt-home-good-body">
        <span className="mkt-home-good-title">{isTopRow(item) && <TopBadge />}{item.title}</span>
        <Price amount={item.price} flag={item.priceFlag} />
        {name && <span className="mkt-home-good-by">{name}</span>}
      </span>
    </Link>
  );
}

/** `resetKey`: the country and language the list is for; a change starts it again at page 1. */
export function GoodsList({ resetKey }: { resetKey: string }) {
  const t = useT();
  const { api } = useServices();
  const fetchPage: FetchPage<GoodsItem> = async (page) => {
    const reply = await api.call(HOME_ENDPOINTS.searchGoodsWithoutAd, { page: { index: page.index, size: page.size } });
    return { code: reply.code, items: reply.code === 200 ? reply.customData?.resultList ?? [] : [] };
  };
  const list = useInfiniteList<GoodsItem>({ fetchPage, pageSize: PAGE_SIZE, resetKey });
  return (
    <section className="mkt-home-sec mkt-home-goods-sec" aria-labelledby="mkt-home-goods">
      <div className="mkt-home-head">
        <h2 id="mkt-home-goods">{t('home.goods')}</h2>
      </div>
      <InfiniteList
        className="mkt-home-goods"
        list={list}
        itemKey={(g) => g.unusedItemId}
        renderItem={(g) => <GoodsCard item={g} />}
      />
    </section>
  );
}
