// Saved searches and the notification centre (issue: Beyond the spec, item 1; types/alerts.ts).
// Wholly ours: every call needs a login and serves the caller's own rows.
import { endpoint } from '../endpoint.js';
import type { Empty, PageRequest, SearchReply } from '../types/common.js';
import type {
  AppNotice, ReadNoticesRequest, SavedSearch, SavedSearchRef, SaveSearchRequest, NoticeUnreadReply, UpdateSavedSearchRequest,
} from '../types/alerts.js';

export const ALERT_ENDPOINTS = {
  saveSearch: endpoint<SaveSearchRequest, SavedSearch>()('/user/v1/alerts/saveSearch', { origin: 'ours', auth: true }),
  getSavedSearches: endpoint<PageRequest, SearchReply<SavedSearch>>()('/user/v1/alerts/getSavedSearches', { origin: 'ours', list: true, auth: true }),
  updateSavedSearch: endpoint<UpdateSavedSearchRequest, SavedSearch>()('/user/v1/alerts/updateSavedSearch', { origin: 'ours', auth: true }),
  deleteSavedSearch: endpoint<SavedSearchRef, null>()('/user/v1/alerts/deleteSavedSearch', { origin: 'ours', auth: true }),
  markSearchSeen: endpoint<SavedSearchRef, null>()('/user/v1/alerts/markSearchSeen', { origin: 'ours', auth: true }),
  getNotices: endpoint<PageRequest, SearchReply<AppNotice>>()('/user/v1/alerts/getNotices', { origin: 'ours', list: true, auth: true }),
  getUnreadCount: endpoint<Empty, NoticeUnreadReply>()('/user/v1/alerts/getUnreadCount', { origin: 'ours', auth: true }),
  readNotices: endpoint<ReadNoticesRequest, NoticeUnreadReply>()('/user/v1/alerts/readNotices', { origin: 'ours', auth: true }),
} as const;
