// Contact events of a listing (ours; issue: Beyond the spec, "Contact in one tap"): types/contact.ts.
import { endpoint } from '../endpoint.js';
import type { RecordContactRequest } from '../types/contact.js';

export const CONTACT_ENDPOINTS = {
  /**
   * Open to visitors (a visitor calls a seller too): counted once per viewer, listing, event and
   * day; the publisher's own taps are not counted. Rate-limited per caller (4429). Answers null.
   */
  recordContact: endpoint<RecordContactRequest, null>()('/common/v1/contact/recordContact', { origin: 'ours' }),
} as const;
