// The LibreTranslate sandbox (examples/server/translation/sandbox.ts) on its own HTTP port for a
// test file: the real adapter then talks to it over real HTTP. Registers the file's hooks; the
// getter gives the URL the adapter is configured with.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { registerTranslateSandbox, SANDBOX_TRANSLATE_PATH } from '../../../examples/server/translation/sandbox.js';

export function useTranslateSandbox(): () => string {
  let sandbox: FastifyInstance | undefined;
  let url = '';
  beforeAll(async () => {
    sandbox = Fastify();
    // As the reference server reads bodies (app.ts: every body a string, each route decodes its own).
    sandbox.removeAllContentTypeParsers();
    sandbox.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    registerTranslateSandbox(sandbox);
    await sandbox.listen({ port: 0, host: '127.0.0.1' });
    const addr = sandbox.server.address();
    url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}${SANDBOX_TRANSLATE_PATH}`;
  });
  afterAll(async () => { await sandbox?.close(); });
  return () => url;
}
