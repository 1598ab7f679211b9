// Serves the built console (dist/console, rollup.config.mjs) at /console: its hashed assets from
// the folder, and index.html for /console and every page route under it (the console routes in the
// browser, examples/console/pages.ts). Its pages get a strict Content-Security-Policy of their own:
// scripts, styles and calls from this origin only, pictures from here or https (listing bodies may
// show https pictures, src/contract/html-allow-list.ts), never framed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CONSOLE_API_BASE, CONSOLE_BASE } from '../../../src/contract/console-api.js';
import { sendNotFound } from '../http/not-found.js';

export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' https: data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export async function registerConsolePages(app: FastifyInstance, consoleDir: string): Promise<void> {
  const indexFile = join(consoleDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`no built console in ${consoleDir}: run npm run build`);
    return;
  }
  const index = readFileSync(indexFile, 'utf8');
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_req, reply) => {
      reply.header('Content-Security-Policy', CONSOLE_CSP);
      reply.header('Referrer-Policy', 'same-origin');
    });
    await scope.register(fastifyStatic, {
      root: consoleDir,
      prefix: `${CONSOLE_BASE}/`,
      wildcard: false,
      index: false,
      decorateReply: false,
      globIgnore: ['index.html', 'index.html.*'],
      preCompressed: true,
      setHeaders: (res) => res.header('Cache-Control', 'public, max-age=31536000, immutable'),
    });
    const page = async (_req: unknown, reply: import('fastify').FastifyReply) =>
      reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(index);
    scope.get(CONSOLE_BASE, page);
    scope.get(`${CONSOLE_BASE}/*`, async (req, reply) => {
      const path = req.url.split('?')[0] ?? '';
      // A missing asset or a call asked with GET is not a page.
      if (/\.\w+$/.test(path) || path.startsWith(`${CONSOLE_API_BASE}/`)) return sendNotFound(req, reply);
      return page(req, reply);
    });
  });
}
