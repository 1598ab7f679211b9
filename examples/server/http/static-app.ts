// Serves the built standalone app at / with browser routing: a GET for a path that is no file
// and no API call gets index.html (spec §2 routes are client-side).
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { acceptsWebp, WEBP_SOURCE, webpSibling } from '../webp.js';
import { ensureSmallVariant, pictureWidth, smallVariant } from '../pictures/small-variant.js';
import { createFirstView } from '../first-view/first-view.js';
import { resolvePath } from '../../../src/routes/index.js';
import { EMBED_PAGE_FILES, registerEmbedPage } from './embed-page.js';
import type { EndpointDeps } from './envelope-route.js';
import { sendNotFound } from './not-found.js';

/** Uploads never change under a name (random names, fixed seed pictures): cache them for a year. */
const UPLOAD_CACHE = 'public, max-age=31536000, immutable';

/**
 * Documents (pdf, doc, docx) come only from uploadFile, and only authentication papers take them.
 * They are private uploads, kept outside this folder (private-files/upload-kinds.ts), like papers
 * pictures and payment proofs; should one still be here (a copy left by hand, a legacy file not yet
 * moved by private-files/relocate-legacy.ts), no URL reaches it, however it is spelled (the suffix
 * is tested on the decoded path, case-insensitively).
 */
const PRIVATE_DOCUMENT = /\.(?:pdf|docx?)$/i;

/**
 * '/uploads/…' with WebP negotiation (issue 5 "webp when the browser supports it", ../webp.ts):
 * a png/jpg is answered with its `.webp` sibling when the Accept header lists image/webp and the
 * sibling exists, else with the original. Every png/jpg answer says `Vary: Accept`, so a shared
 * cache never hands the WebP to a browser that did not ask for it. Path checks (`..`, `//`,
 * dot-files) stay @fastify/static's: reply.sendFile applies them to the path it is given.
 */
async function registerUploads(app: FastifyInstance, uploadsDir: string): Promise<void> {
  const root = resolve(uploadsDir);
  await app.register(async (scope) => {
    // serve: false = no route of its own, only reply.sendFile, decorated inside this scope (the
    // app folder below decorates the root scope with its own root).
    await scope.register(fastifyStatic, { root, serve: false, index: false, setHeaders: (res) => res.header('Cache-Control', UPLOAD_CACHE) });
    scope.get('/uploads/*', async (req, reply) => {
      const path = `/${(req.params as { '*': string })['*']}`;
      if (PRIVATE_DOCUMENT.test(path)) return reply.code(404).send();
      if (!WEBP_SOURCE.test(path)) return reply.sendFile(path);
      reply.header('Vary', 'Accept');
      const file = resolve(root, `.${path}`);
      const inside = file.startsWith(root + sep);
      // A smaller copy (issue: Beyond the spec, item 4; ../pictures/small-variant.ts): only the
      // fixed widths; browsers without WebP get the original.
      const { w } = req.query as { w?: unknown };
      if (w !== undefined) {
        const width = pictureWidth(w);
        if (width === null) return reply.code(404).send();
        if (inside && acceptsWebp(req.headers.accept) && (await ensureSmallVariant(file, width))) return reply.sendFile(smallVariant(path, width));
      }
      const webp = acceptsWebp(req.headers.accept) && inside && existsSync(webpSibling(file));
      return reply.sendFile(webp ? webpSibling(path) : path);
    });
  });
}

/** `publicOrigin`: config PUBLIC_ORIGIN, the origin of the pages' preview card URLs (../first-view/preview-card.ts). */
export async function registerStaticApp(
  app: FastifyInstance, appDir: string, uploadsDir: string, embedOrigins: readonly string[], endpoints: EndpointDeps, publicOrigin?: string,
): Promise<void> {
  await registerUploads(app, uploadsDir);
  if (!existsSync(appDir)) {
    app.log.warn(`no built app in ${appDir}: run npm run build`);
    app.setNotFoundHandler(sendNotFound);
    return;
  }
  registerEmbedPage(app, appDir, embedOrigins);
  await app.register(fastifyStatic, {
    root: appDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // embed.html is served by embed-page.ts, with the allowed host origins written into it.
    globIgnore: EMBED_PAGE_FILES,
    // The build writes .br and .gz beside every text asset (rollup.config.mjs precompress): sent
    // to browsers that accept them, with Vary: Accept-Encoding; the plain file to the others.
    preCompressed: true,
    setHeaders: (res, path) => {
      // Fixed names (pages, worker, service worker, inline entry, SDK) must revalidate; hashed chunks
      // never change. sw.js at the root of the app's folder controls that folder (scope '/'), so it
      // needs no Service-Worker-Allowed header. `path` is the file sent: its .br or .gz copy when
      // the browser accepts one (preCompressed), so the suffix is allowed.
      const fixed = /(index\.html|inline\.js|worker\.js|sw\.js|initial\.json|sdk[\\/](loader|index|pure)\.js)(\.br|\.gz)?$/.test(path);
      res.header('Cache-Control', fixed ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });
  // Every page route: the page made for its first view (../first-view/), index.html as built when
  // that fails (a bug must not cost the visitor the app).
  const firstView = existsSync(join(appDir, 'index.html')) ? createFirstView(endpoints, appDir, publicOrigin) : null;
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const accept = req.headers.accept ?? '';
    // Link preview crawlers (WhatsApp, Facebook) may ask with Accept */* or none at all: an app
    // route is a page for them too (issue: Beyond the spec, "Share a listing").
    const html = accept.includes('text/html') || ((accept === '' || accept.includes('*/*')) && resolvePath(path).kind === 'route');
    const isPage = req.method === 'GET' && !/\.\w+$/.test(path) && html;
    if (!isPage) return sendNotFound(req, reply);
    reply.header('Cache-Control', 'no-cache');
    const page = firstView ? await firstView.page(req).catch((err: unknown) => void req.log.error({ err }, 'first view failed')) : undefined;
    if (!page) return reply.sendFile('index.html', appDir);
    // Save-Data changes the preloaded picture (../pictures/save-data.ts).
    reply.header('Vary', 'Accept-Language, Save-Data').header('ETag', page.etag).type('text/html; charset=utf-8');
    if ((req.headers['if-none-match'] ?? '').split(',').some((tag) => tag.trim() === page.etag)) return reply.code(304).send();
    return reply.send(page.html);
  });
}
