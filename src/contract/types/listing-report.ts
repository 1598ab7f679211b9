// Reporting a listing or its publisher from the details page (issue: Beyond the spec, "Report and
// block on every listing and user"). The report joins the operators' reports queue
// (console-moderation.ts) as subject 'listing' or 'user'.
import type { ListingReportReason } from '../statuses.js';

/**
 * Distinct users with an open report on a published listing that take it off the public at once,
 * pending a moderator's look (listing-lifecycle.ts 'reportHold'). Three: one angry buyer or one
 * competitor cannot hide a listing alone; a real scam is reported by several.
 */
export const LISTING_REPORT_HIDE_AT = 3;

/** What the report is about: the listing itself, or its publisher (the listing is the context). */
export const LISTING_REPORT_ABOUT = ['listing', 'user'] as const;
export type ListingReportAbout = (typeof LISTING_REPORT_ABOUT)[number];

export interface ListingReportRequest {
  moduleId: number;
  serviceId: string;
  reason: ListingReportReason;
  /** Free text, at most 250 characters (spec §9 free input). */
  text?: string;
  /** Absent: 'listing'. */
  about?: ListingReportAbout;
}
