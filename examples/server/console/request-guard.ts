// Who may reach a console call at all, before any session is read (issue "Publishing": the console
// is a back office on the marketplace's own origin). The session is a SameSite=Strict cookie, and
// on top of that every call must
//   - carry CONSOLE_CSRF_HEADER: a form, a link or an <img> of another site cannot set a header,
//     and a script of another site would need a CORS preflight, which this server never grants
//     for that header (app.ts CORS_HEADERS) — the console's answers carry no CORS headers at all;
//   - come with an Origin header of this very origin (browsers send it on every POST), and not
//     be marked cross-site by Fetch Metadata where the browser sends it.
import type { FastifyRequest } from 'fastify';
import { CONSOLE_COOKIE, CONSOLE_CSRF_HEADER, CONSOLE_CSRF_VALUE } from '../../../src/contract/console-api.js';
import { isLoopbackAddress } from '../http/dev-routes.js';
import { CONSOLE_LIMITS } from './limits.js';

function originOk(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return false;
  try {
    const sent = new URL(origin);
    const own = new URL(`${req.protocol}://${req.host}`);
    return sent.protocol === own.protocol && sent.host === own.host;
  } catch {
    return false;
  }
}

export function passesCsrfGuard(req: FastifyRequest): boolean {
  if (req.headers[CONSOLE_CSRF_HEADER] !== CONSOLE_CSRF_VALUE) return false;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  return originOk(req);
}

/** The session token of the console cookie ('' when none or malformed). */
export function sessionToken(req: FastifyRequest): string {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== CONSOLE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : '';
  }
  return '';
}

/**
 * Set-Cookie of a session (token) or of its end (null): HttpOnly (no script reads it), SameSite=Strict
 * (never sent from another site), Path=/console (the app's pages never carry it), and Secure except
 * on plain http to this machine (a developer's http://localhost:8080), where a Secure cookie would
 * never be stored.
 */
export function sessionCookie(req: FastifyRequest, token: string | null): string {
  const secure = req.protocol === 'https' || !isLoopbackAddress(req.hostname);
  const maxAge = token === null ? 0 : Math.floor(CONSOLE_LIMITS.sessionMs / 1000);
  return `${CONSOLE_COOKIE}=${token ?? ''}; Path=/console; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}
