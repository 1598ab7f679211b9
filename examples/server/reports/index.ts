// The app's report calls about listings (issue: Beyond the spec; endpoints/listing-report.ts), in
// one table for handlers.ts. The console's decisions are console calls (console/calls).
import type { HandlerTable } from '../http/handler.js';
import { reportListing } from './report-listing.js';

export const LISTING_REPORT_HANDLERS: HandlerTable = {
  reportListing: reportListing as HandlerTable['reportListing'],
};
