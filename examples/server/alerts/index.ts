// The app's saved-search and notice calls (issue: Beyond the spec, item 1; endpoints/alerts.ts),
// in one table for handlers.ts. The matching on publish and the digest run outside the calls
// (queue-match.ts, match-round.ts, digest.ts, jobs.ts).
import type { HandlerTable } from '../http/handler.js';
import { getNotices, getUnreadCount, readNotices } from './notices.js';
import { deleteSavedSearch, getSavedSearches, markSearchSeen, saveSearch, updateSavedSearch } from './saved-searches.js';

export const ALERT_HANDLERS: HandlerTable = {
  saveSearch: saveSearch as HandlerTable['saveSearch'],
  getSavedSearches: getSavedSearches as HandlerTable['getSavedSearches'],
  updateSavedSearch: updateSavedSearch as HandlerTable['updateSavedSearch'],
  deleteSavedSearch: deleteSavedSearch as HandlerTable['deleteSavedSearch'],
  markSearchSeen: markSearchSeen as HandlerTable['markSearchSeen'],
  getNotices: getNotices as HandlerTable['getNotices'],
  getUnreadCount: getUnreadCount as HandlerTable['getUnreadCount'],
  readNotices: readNotices as HandlerTable['readNotices'],
};
