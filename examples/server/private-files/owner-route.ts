// GET /private-files/<folder>/<name>?expires=…&sig=… : a private upload for its owner, through the
// URL the server signed for them in the reply that names it (signed-url.ts says why a signed URL
// and what it proves). Every refusal is the same bodiless 404 — expired, forged, another path, a
// public upload, a file gone — so the answer never tells whether a file exists. Pictures inline,
// documents as downloads, nothing cached (send-private-file.ts). No CORS headers: an <img> needs
// none, and no script of another origin has a reason to read these bytes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import type { ServerServices } from '../http/handler.js';
import { fileKey } from './file-key.js';
import { refuse, sendPrivateFile } from './send-private-file.js';
import { PRIVATE_FILES_BASE, verifyFileUrl } from './signed-url.js';
import type { StoredUploadRow } from './stored-location.js';

export interface OwnerRouteDeps {
  db: Database;
  services: Pick<ServerServices, 'clock' | 'uploadsDir' | 'privateUploadsDir'>;
}

/** app.ts's CORS headers, taken off these answers. */
const CORS = ['Access-Control-Allow-Origin', 'Access-Control-Allow-Methods', 'Access-Control-Allow-Headers', 'Access-Control-Max-Age'];

async function sendOwnFile(req: FastifyRequest, reply: FastifyReply, deps: OwnerRouteDeps): Promise<FastifyReply> {
  const path = `/uploads/${(req.params as { '*'?: string })['*'] ?? ''}`;
  const query = req.query as Record<string, unknown>;
  const key = await fileKey(deps.db);
  if (!verifyFileUrl(key, path, query.expires, query.sig, deps.services.clock())) return refuse(reply, 404);
  const [row] = await deps.db.query<StoredUploadRow>(
    "select path, mime, kind, relocate from uploads where path = $1 and kind <> 'public'",
    [path],
  );
  if (!row) return refuse(reply, 404);
  return sendPrivateFile(reply, deps.services, row);
}

export async function registerPrivateFiles(app: FastifyInstance, deps: OwnerRouteDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_req, reply) => {
      for (const h of CORS) reply.removeHeader(h);
    });
    scope.get(`${PRIVATE_FILES_BASE}/*`, (req, reply) => sendOwnFile(req, reply, deps));
  });
}
