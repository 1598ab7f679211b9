// Home, goods home list and articles (spec §7 "Home and goods", "Articles").
import { endpoint } from '../endpoint.js';
import type { DetailReply, Empty, SearchReply, PageRequest, Tag } from '../types/common.js';
import type { ArticleDetail, ArticleDetailRequest, ArticleSearchRequest, ArticleSummary, GoodsItem, HomeData } from '../types/home.js';

export const HOME_ENDPOINTS = {
  getHomeInfo: endpoint<Empty, HomeData>()('/user/v2/home/getHomeInfo'),
  /** The infinite goods list of /index. */
  searchGoodsWithoutAd: endpoint<PageRequest, SearchReply<GoodsItem>>()('/unusedItem/v1/search/searchByTermsWithoutAd', { list: true }),

  getArticleTags: endpoint<Empty, Tag[]>()('/custom/v1/tags/getArticleTags'),
  /** {page, tagId, keyWords} or {page, type 1, keyWords} (recommended list, spec §7). */
  searchArticlesByTerms: endpoint<ArticleSearchRequest, SearchReply<ArticleSummary>>()('/article/v1/search/searchArticlesByTerms', { list: true }),
  searchArticlesDetailById: endpoint<ArticleDetailRequest, DetailReply<ArticleDetail>>()('/article/v1/search/searchArticlesDetailById'),
} as const;
