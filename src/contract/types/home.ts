// Home page data, articles and goods items (spec §3 "Home data", "Article", "Goods item").
import type { GoodsSummary } from './listing-summaries.js';
import type { ImgRef, LanguageCode, OrgMap, PageRequest, ServiceId, UserId, YesNo } from './common.js';

export interface AdLink {
  adImg: string;
  /** "moduleId|id", a bare module id, or an http URL (spec §2 "Ad link jumping"). */
  accessAddress: string;
}

export interface AdBlock {
  rollFlag: YesNo;
  adLinksList: AdLink[];
}

export interface HomeModule {
  id: number;
  name: string;
  iconApp: string;
  moduleDescription: string;
}

export interface HomeDataItem {
  imgPath: string;
  serviceId: ServiceId;
}

export interface HomeDataBlock {
  homeDataTitle: string;
  homeDataList: HomeDataItem[];
  /** Module of the listed items, whose details they open (spec §3 module ids). Not in the spec; ours. */
  moduleId: number;
}

export interface SysNotify {
  id: number;
  accessAddress: string;
  notifyContent: string;
}

export interface HomeData {
  ad1: AdBlock;
  ad2: AdBlock;
  ad3: AdBlock;
  homeModuleDataList: HomeModule[];
  data1: HomeDataBlock;
  data2: HomeDataBlock;
  sysNotifyList: SysNotify[];
  /** First three in one block, the rest in another (spec §3). */
  articlesDataList: ArticleSummary[];
}

export interface ArticleSummary {
  articlesId: ServiceId;
  esInfoId: string;
  title: string;
  coverImg: string;
  coverImages: string[];
  infoSourceName: string;
  infoSource: string;
  releaseTime: string;
  /** Pinned: shows the top marker unless a tag is chosen (spec §2). */
  stickyTop: YesNo;
}

export interface ArticleDetail extends ArticleSummary {
  content: string;
  languageId: LanguageCode;
  isFavorite: YesNo;
  countryCityName: string;
  orgMap?: OrgMap;
  imgList?: ImgRef[];
}

export interface ArticleSearchRequest extends PageRequest {
  tagId?: number | '';
  keyWords?: string;
  /** 1: recommended / keyword search without a tag (spec §7). */
  type?: 1;
}

export interface ArticleDetailRequest {
  esInfoId: string;
  serviceId: ServiceId;
  userId?: UserId;
}

/** A goods item of the home list (spec §3 "Goods item"): the goods list row. */
export type GoodsItem = GoodsSummary;
