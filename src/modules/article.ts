// Articles and news (spec §2 /article, §3 "Article", §7 "Articles"): editorial, not published by
// users, so no publish form, no mine screen and no labels.
import { LISTING_ENDPOINTS } from '../contract/listing-endpoints.js';
import type { ArticleDetail, ArticleSummary } from '../contract/types/home.js';
import { attrsOf, fieldsOf } from './fields.js';
import { IDENTITIES } from './identities.js';
import type { ListingModule } from './types.js';

export const ARTICLE_MODULE: ListingModule = {
  ...IDENTITIES.article,
  endpoints: LISTING_ENDPOINTS.article,
  // spec §9: 10 for article lists.
  pageSize: 10,
  recommendPageSize: 10,
  priceField: null,
  // spec §2: pinned items show a top marker (and come first) unless a tag is chosen.
  filters: { tagLevels: 1, priceRange: false, sizeRange: false, bedroomNum: false, stickyFirst: true },
  popular: 'type',
  rowLayout: 'editorial',
  summaryFields: fieldsOf<ArticleSummary>()([
    'articlesId', 'esInfoId', 'title', 'coverImg', 'coverImages', 'infoSourceName', 'infoSource', 'releaseTime', 'stickyTop',
  ]),
  commonDetail: false,
  // orgMap travels next to resultMap (DetailReply), not inside it.
  detailFields: fieldsOf<Omit<ArticleDetail, 'orgMap'>>()([
    'articlesId', 'esInfoId', 'title', 'coverImg', 'coverImages', 'infoSourceName', 'infoSource', 'releaseTime', 'stickyTop',
    'content', 'languageId', 'isFavorite', 'countryCityName', 'imgList',
  ]),
  columns: [],
  attrs: attrsOf<Record<never, never>>()([]),
  publishes: false,
  labelLimit: 0,
  mine: null,
};
