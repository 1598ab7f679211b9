// Reporting a listing or its publisher (ours; issue: Beyond the spec): types/listing-report.ts.
import { endpoint } from '../endpoint.js';
import type { ListingReportRequest } from '../types/listing-report.js';

export const LISTING_REPORT_ENDPOINTS = {
  /**
   * One open report per reporter and listing (or publisher): a repeat while it waits answers
   * success and adds nothing. Never one's own listing (4422). The LISTING_REPORT_HIDE_AT-th
   * distinct reporter takes the listing off the public pending review.
   */
  reportListing: endpoint<ListingReportRequest, null>()('/common/v1/report/reportListing', { origin: 'ours', auth: true }),
} as const;
