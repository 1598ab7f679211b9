// The uploads an authentication submission names, for the operator who reviews it, and the
// remittance proofs of bank and offline payments, for the cashier who confirms them (GET
// /console/files/<month>/<name>, src/contract/console-api.ts consoleFileUrl). Papers and proofs
// are private uploads (private-files/upload-kinds.ts): nothing under /uploads serves them, and
// besides their owner's signed URL (private-files/owner-route.ts) this is the one way to read
// them, and only:
//   - with a live console session (the SameSite=Strict cookie, never sent from another site; a
//     request that Fetch Metadata marks as coming from another site is refused as well),
//   - of a role whose work names the upload (SOURCES: authQueue for authentication papers,
//     remittanceQueue for proofs, reportDetail for documents of a reported conversation),
//   - for a path such a stored row names (not any upload of any user).
// The answer is private-files/send-private-file.ts's (documents as downloads, pictures inline,
// nothing cached), read only by the console's own pages (Cross-Origin-Resource-Policy). Each
// opening is in the audit log ('file.open', the path and its kind): unlike other reads, these are
// people's identity papers and bank receipts, and who looked at them is worth knowing afterwards.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONSOLE_FILES_BASE, mayCall, type ConsoleCall } from '../../../src/contract/console-api.js';
import { refuse, sendPrivateFile } from '../private-files/send-private-file.js';
import type { StoredUploadRow } from '../private-files/stored-location.js';
import { UPLOAD_PATH } from '../usercenter/owned-uploads.js';
import { writeAudit } from './audit.js';
import { CORS, type ConsoleDeps } from './console-route.js';
import { resolveOperatorSession } from './operator-sessions.js';
import { sessionToken } from './request-guard.js';

/** Where an upload may be named, and the call whose roles may open what it names ($1: the path). */
const SOURCES: readonly { call: ConsoleCall; sql: string }[] = [
  {
    call: 'authQueue',
    sql: `select up.path, up.mime, up.kind, up.relocate from authentications a
      join uploads up on up.path = $1 and up.user_id = a.user_id
      where a.form->>'attachment' = $1 or a.form->>'authorizationLetter' = $1
         or coalesce(a.form->'papersPictures', '[]'::jsonb) @> jsonb_build_array($1::text)
      limit 1`,
  },
  {
    call: 'remittanceQueue',
    sql: `select up.path, up.mime, up.kind, up.relocate from remittances r
      join uploads up on up.path = $1 and up.user_id = r.user_id where r.voucher_path = $1 limit 1`,
  },
  {
    // A document sent in a conversation a report names (the moderator's evidence, calls/report-calls.ts).
    call: 'reportDetail',
    sql: `select up.path, up.mime, up.kind, up.relocate from chat_reports cr
      join chat_messages m on m.session_id = cr.session_id and m.type = 2 and m.content = $1
      join uploads up on up.path = $1 and up.user_id = m.from_user_id limit 1`,
  },
];

/** The upload `path` when a row the role may see names it, else null. */
async function namedUpload(deps: ConsoleDeps, role: string, path: string): Promise<StoredUploadRow | null> {
  for (const source of SOURCES) {
    if (!mayCall(role, source.call)) continue;
    const [row] = await deps.db.query<StoredUploadRow>(source.sql, [path]);
    if (row) return row;
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
  const row = await namedUpload(deps, operator.role, path);
  if (!row) return refuse(reply, 404);
  await writeAudit(deps.db, { operatorId: operator.operatorId, action: 'file.open', target: path, detail: { kind: row.kind } }, deps.services.clock());
  reply.header('Cross-Origin-Resource-Policy', 'same-origin');
  return sendPrivateFile(reply, deps.services, row);
}

export async function registerAuthenticationFiles(app: FastifyInstance, deps: ConsoleDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_req, reply) => {
      for (const h of CORS) reply.removeHeader(h);
    });
    scope.get(`${CONSOLE_FILES_BASE}/*`, (req, reply) => sendPaper(req, reply, deps));
  });
}
