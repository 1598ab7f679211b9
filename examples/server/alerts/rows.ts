// Rows of saved_searches and notices as the app reads them (types/alerts.ts). numeric columns
// arrive as text from PostgreSQL: read back as numbers.
import type { AppNotice, NoticeKind, SavedSearch } from '../../../src/contract/types/alerts.js';

export const SEARCH_COLUMNS = `s.id, s.module_id, s.key_words, s.tag_id, s.price_min, s.price_max, s.size_min, s.size_max,
  s.bedroom_num, s.country_id, s.title, s.daily, s.unseen, s.created_at`;

export interface SearchRow {
  id: string;
  module_id: number;
  key_words: string;
  tag_id: number | null;
  price_min: string | number | null;
  price_max: string | number | null;
  size_min: string | number | null;
  size_max: string | number | null;
  bedroom_num: number | null;
  country_id: string;
  title: string;
  daily: boolean;
  unseen: number;
  created_at: Date | string;
}

const num = (x: string | number | null): number | null => (x === null ? null : Number(x));
const iso = (x: Date | string): string => new Date(x).toISOString();

export const savedSearchOf = (r: SearchRow): SavedSearch => ({
  searchId: r.id,
  moduleId: Number(r.module_id),
  keyWords: r.key_words,
  tagId: r.tag_id === null ? null : Number(r.tag_id),
  priceMin: num(r.price_min),
  priceMax: num(r.price_max),
  sizeMin: num(r.size_min),
  sizeMax: num(r.size_max),
  bedroomNum: r.bedroom_num === null ? null : Number(r.bedroom_num),
  countryId: r.country_id,
  title: r.title,
  daily: r.daily,
  unseen: Number(r.unseen),
  createdAt: iso(r.created_at),
});

export const NOTICE_COLUMNS = `t.id, t.kind, t.search_id, t.search_title, t.module_id, t.listing_id, t.listing_title, t.img_path,
  t.count, t.read, t.created_at`;

export interface NoticeRow {
  id: string;
  kind: NoticeKind;
  search_id: string;
  search_title: string;
  module_id: number;
  listing_id: string | number | null;
  listing_title: string;
  img_path: string;
  count: number;
  read: boolean;
  created_at: Date | string;
}

export const noticeOf = (r: NoticeRow): AppNotice => ({
  noticeId: r.id,
  kind: r.kind,
  searchId: r.search_id,
  searchTitle: r.search_title,
  moduleId: Number(r.module_id),
  serviceId: r.listing_id === null ? '' : String(r.listing_id),
  listingTitle: r.listing_title,
  imgPath: r.img_path,
  count: Number(r.count),
  read: r.read,
  createdAt: iso(r.created_at),
});
