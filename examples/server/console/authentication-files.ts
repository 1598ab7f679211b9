// The uploads an authentication submission names, for the operator who reviews it, and the
// remittance proofs of bank and offline payments, for the cashier who confirms them (GET
// /console/files/<month>/<name>, src/contract/console-api.ts consoleFileUrl). The app serves no
// document at all (http/static-app.ts: identity and company papers are for the review only), so
// this is the one way to read them, and only:
//   - with a live console session (the SameSite=Strict cookie, never sent from another site; a
//     request that Fetch Metadata marks as coming from another site is refused as well),
//   - of a role whose work names the upload (SOURCES: authQueue for authentication papers,
//     remittanceQueue for proofs),
//   - for a path such a stored row names (not any upload of any user).
// Documents are sent as downloads (Content-Disposition: attachment): a PDF or Word file of a user
// is never rendered as a page of this origin. Pictures are shown inline. Nothing is cached.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONSOLE_FILES_BASE, mayCall, type ConsoleCall } from '../../../src/contract/console-api.js';
import { UPLOAD_PATH } from '../usercenter/owned-uploads.js';
import { CORS, type ConsoleDeps } from './console-route.js';
import { resolveOperatorSession } from './operator-sessions.js';
import { sessionToken } from './request-guard.js';

const PICTURE_MIME = /^image\/(?:png|jpeg)$/;

const refuse = (reply: FastifyReply, status: 401 | 403 | 404) =>
  reply.code(status).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(String(status));

/** Where an upload may be named, and the call whose roles may open what it names ($1: the path). */
const SOURCES: readonly { call: ConsoleCall; sql: string }[] = [
  {
    call: 'authQueue',
    sql: `select up.mime from authentications a
      join uploads up on up.path = $1 and up.user_id = a.user_id
      where a.form->>'attachment' = $1 or a.form->>'authorizationLetter' = $1
         or coalesce(a.form->'papersPictures', '[]'::jsonb) @> jsonb_build_array($1::text)
      limit 1`,
  },
  {
    call: 'remittanceQueue',
    sql: 'select up.mime from remittances r join uploads up on up.path = $1 and up.user_id = r.user_id where r.voucher_path = $1 limit 1',
  },
];

/** The stored type of `path` when a row the role may see names it, else null. */
async function namedUpload(deps: ConsoleDeps, role: string, path: string): Promise<string | null> {
  for (const source of SOURCES) {
    if (!mayCall(role, source.call)) continue;
    const [row] = await deps.db.query<{ mime: string }>(source.sql, [path]);
    if (row) return row.mime;
  }
  return null;
}

async function sendPaper(req: FastifyRequest, reply: FastifyReply, deps: ConsoleDeps) {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return refuse(reply, 403);
  const operator = await resolveOperatorSession(deps.db, sessionToken(req), deps.services.clock());
  if (!operator) return refuse(reply, 401);
  if (!SOURCES.some((s) => mayCall(operator.role, s.call))) return refuse(reply, 403);
  const path = `/uploads/${(req.params as { '*'?: string })['*'] ?? ''}`;
  if (!UPLOAD_PATH.test(path)) return refuse(reply, 404);
  const mime = await namedUpload(deps, operator.role, path);
  if (!mime) return refuse(reply, 404);
  const root = resolve(deps.services.uploadsDir);
  const file = resolve(root, `.${path.slice('/uploads'.length)}`);
  if (!file.startsWith(root + sep)) return refuse(reply, 404);
  const size = await stat(file).then((s) => (s.isFile() ? s.size : -1), () => -1);
  if (size < 0) return refuse(reply, 404);
  const picture = PICTURE_MIME.test(mime);
  const name = path.slice(path.lastIndexOf('/') + 1);
  return reply
    .header('Cache-Control', 'private, no-store')
    .header('Content-Disposition', `${picture ? 'inline' : 'attachment'}; filename="${name}"`)
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .header('Referrer-Policy', 'no-referrer')
    .header('Content-Length', String(size))
    .type(picture ? mime : 'application/octet-stream')
    .send(createReadStream(file));
}

export async function registerAuthenticationFiles(app: FastifyInstance, deps: ConsoleDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_req, reply) => {
      for (const h of CORS) reply.removeHeader(h);
    });
    scope.get(`${CONSOLE_FILES_BASE}/*`, (req, reply) => sendPaper(req, reply, deps));
  });
}
