// The first API reply of the standalone page, written into its HTML by the reference server
// (examples/server/first-view/) so the first screen does not wait for HTML -> app -> API before
// it can show anything (issue "First view": LCP <= 1.5 s on Slow 4G). Shared by both ends: the
// server writes it, src/boot/first-reply.ts reads it once.
//
// Only what the reply cache serves every visitor of a language and country is ever written
// (examples/server/cache/cache-policy.ts): no per-user data can reach a page. The app uses it only
// for the same call, language and country, and only while nobody is logged in.
import type { LanguageCode } from './envelope.js';

/** id of the `<script type="application/json">` that carries it (never executed: CSP-neutral). */
export const FIRST_REPLY_ID = 'mkt-first-reply';

export interface FirstReply {
  /** The endpoint path of the call this answers. */
  path: string;
  /** Its customData as the app builds it (key order included: the app compares JSON text). */
  body: unknown;
  language: LanguageCode;
  areaId: string;
  /** The reply's customData (code 200). */
  data: unknown;
}
