// The owner's way to a private file (spec §2 auth, usercenter/order/remittance: the screens show
// the user's own papers and proof). The app calls the API with an Authorization header, which an
// <img src> cannot send, and cookies are not used (the app may be embedded on a partner's origin).
// So the server hands the owner, in the reply that names the file, a short-lived URL signed for
// that one path:
//   /private-files/<folder>/<name>?expires=<unix seconds>&sig=<HMAC-SHA256, base64url>
// The HMAC covers a version, the path and the expiry, under a key every instance shares
// (file-key.ts). Whoever holds the URL may read that one file until it expires (a capability, as
// any signed URL): it is given only to the owner (and, for a CV's attachment, to a reader allowed
// to see it: jobs/resumes-read.ts signs only then), in an authenticated reply, and lives
// SIGNED_URL_TTL_MS. Anything else — expired, altered, another path, a key rotated away — reads as
// no file at all (404), like a path that never existed.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { UPLOAD_PATH } from '../usercenter/owned-uploads.js';

export const PRIVATE_FILES_BASE = '/private-files';

/**
 * How long a signed URL opens its file: long enough for a form to stay open while it is filled
 * (the thumbnails load when shown), short enough that a URL copied out of a page or a log is soon
 * useless. Every read of the screen's data signs anew.
 */
export const SIGNED_URL_TTL_MS = 30 * 60_000;
/** A clock ahead of the signer's by up to this is still believed (several instances). */
const CLOCK_SKEW_MS = 60_000;

const SIG = /^[A-Za-z0-9_-]{43}$/;
const EXPIRES = /^[1-9][0-9]{0,11}$/;

const mac = (key: Buffer, path: string, expires: number): Buffer =>
  createHmac('sha256', key).update(`private-file/v1\n${path}\n${expires}`).digest();

/** The signed URL of upload `path` ('' when `path` is no upload path of ours). */
export function signFileUrl(key: Buffer, path: string, now: number): string {
  if (!UPLOAD_PATH.test(path)) return '';
  const expires = Math.ceil((now + SIGNED_URL_TTL_MS) / 1000);
  const sig = mac(key, path, expires).toString('base64url');
  return `${PRIVATE_FILES_BASE}/${path.slice('/uploads/'.length)}?expires=${expires}&sig=${sig}`;
}

/** Whether `expires` and `sig` (as received) open `path` at `now`. */
export function verifyFileUrl(key: Buffer, path: string, expires: unknown, sig: unknown, now: number): boolean {
  if (typeof expires !== 'string' || typeof sig !== 'string' || !EXPIRES.test(expires) || !SIG.test(sig)) return false;
  if (!UPLOAD_PATH.test(path)) return false;
  const at = Number(expires) * 1000;
  // Expired, or further ahead than any URL this server signs: refused either way.
  if (at <= now || at > now + SIGNED_URL_TTL_MS + CLOCK_SKEW_MS) return false;
  const given = Buffer.from(sig, 'base64url');
  // Only the canonical spelling: the last of 43 characters carries 2 unused bits, so 4 spellings
  // decode to the same bytes; a URL is one string, never one of its variants.
  if (given.toString('base64url') !== sig) return false;
  const wanted = mac(key, path, Number(expires));
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
