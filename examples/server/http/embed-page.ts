// embed.html, the page the SDK puts in its iframe (DESIGN.md §1 mode 2), served with the
// deployment's allow-list of partner origins (config.embedOrigins, EMBED_ORIGINS) twice over:
//   - `Content-Security-Policy: frame-ancestors <list>`: the browser refuses to show the page in
//     a frame of any other site;
//   - the same list in <meta name="mkt-embed-origins">: the page itself talks only to a host on
//     it (src/embed/allowed-host.ts), for browsers or proxies that drop the header.
// The built file is read once at start (the static folder is globbed once at start too).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { EMBED_ORIGINS_META, frameAncestors } from '../../../src/contract/embed-origins.js';
import { escapeAttribute } from './html-escape.js';

/** The built page's file names, which the static folder must not serve as they are. */
export const EMBED_PAGE_FILES = ['embed.html', 'embed.html.br', 'embed.html.gz'];


/** The built page with the allow-list in its head. */
export function withEmbedOrigins(html: string, sources: readonly string[]): string {
  if (!html.includes('</head>')) throw new Error('embed.html has no </head>: cannot hand it the allowed host origins');
  return html.replace('</head>', `<meta name="${EMBED_ORIGINS_META}" content="${escapeAttribute(sources.join(' '))}"></head>`);
}

export function registerEmbedPage(app: FastifyInstance, appDir: string, sources: readonly string[]): void {
  const file = join(appDir, 'embed.html');
  if (!existsSync(file)) return;
  const html = withEmbedOrigins(readFileSync(file, 'utf8'), sources);
  if (sources.length === 0) app.log.warn('EMBED_ORIGINS is empty: no partner page can show the marketplace in an iframe');
  app.get('/embed.html', (_req, reply) =>
    reply
      .header('Content-Type', 'text/html; charset=utf-8')
      // A fixed name: revalidated on every load, like index.html (static-app.ts).
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', frameAncestors(sources))
      .send(html),
  );
}
