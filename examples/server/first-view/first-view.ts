// The standalone page per request (issue "First view"): for the route and the visitor's language,
// the built index.html with its first reply inlined and its picture and chunks preloaded
// (page-html.ts). Cheap at every request: the reply comes from the reply cache (a visitor's own
// call would be answered from the same entry), and the page made from one cached reply is kept
// (`MEMO_ENTRIES` pages), so a repeated page costs a cache lookup and a Map lookup.
//
// HTTP caching stays what index.html had: `no-cache` (revalidate at every load), now with an
// (weak) ETag of the page's text; `Vary: Accept-Language`, the one request header the page depends on.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_AREA_ID } from '../../../src/contract/constants.js';
import { resolvePath } from '../../../src/routes/index.js';
import type { RouteEntry } from '../../../src/routes/route-types.js';
import type { EndpointDeps } from '../http/envelope-route.js';
import { ReplyError } from '../http/handler.js';
import { normalizeMeta } from '../http/meta.js';
import { visitorRead, wireData } from '../http/visitor-read.js';
import { readAppManifest } from './app-manifest.js';
import { firstCallOf } from './first-call.js';
import { pageHtml } from './page-html.js';
import { visitorLanguage } from '../http/request-language.js';

export interface FirstViewPage {
  html: string;
  /** Validator of `html`; weak, because the compressed bodies share it (compression.ts). */
  etag: string;
  /** Whether a first reply is inlined (a log and test aid). */
  inlined: boolean;
}

export interface FirstView {
  page(req: FastifyRequest): Promise<FirstViewPage>;
}

/** Distinct pages kept (route × query × language × reply): plenty for the public pages in use. */
const MEMO_ENTRIES = 512;

/** The route the app will show for a path: redirects followed once; unknown paths go home. */
function routeOf(path: string): RouteEntry | null {
  const first = resolvePath(path);
  const r = first.kind === 'redirect' ? resolvePath(first.to) : first;
  if (r.kind === 'route') return r.entry;
  const home = resolvePath('/index');
  return home.kind === 'route' ? home.entry : null;
}

export function createFirstView(deps: EndpointDeps, appDir: string): FirstView {
  const template = readFileSync(join(appDir, 'index.html'), 'utf8');
  const manifest = readAppManifest(appDir);
  const memo = new Map<string, { wire: string | null; page: FirstViewPage }>();

  return {
    async page(req) {
      const url = new URL(req.url, 'http://page.invalid');
      const route = routeOf(url.pathname);
      const language = visitorLanguage(req.headers['accept-language']);
      // The country a first visit has (stores/session.ts): a stored other one is the app's to ask.
      const meta = normalizeMeta({ language, areaId: DEFAULT_AREA_ID });
      const call = route ? firstCallOf(route, url.searchParams) : null;
      let wire: string | null = null;
      if (call) {
        try {
          wire = await visitorRead(deps, call.name, call.body, meta, req);
        } catch (err) {
          // A handler's refusal (a listing that is gone: 4404) or failure: the page without data,
          // and the screen asks and shows what it is told. Only a failure is worth a log line.
          if (!(err instanceof ReplyError)) req.log.error({ err, endpoint: call.name }, 'first view: the first call failed');
        }
      }
      const key = `${route?.path ?? ''}|${call ? JSON.stringify(call.body) : ''}|${language}`;
      const known = memo.get(key);
      if (known && known.wire === wire) return known.page;

      const data = wire === null ? null : wireData(wire);
      const reply = call && data !== null ? { path: call.path, body: call.body, language, areaId: meta.areaId, data } : null;
      const html = pageHtml(template, manifest, {
        group: route?.group ?? null,
        firstPaint: route?.firstPaint === true,
        language,
        picture: call && data !== null ? call.picture(data) : '',
        reply,
      });
      const page = { html, etag: `W/"${createHash('sha1').update(html).digest('base64url')}"`, inlined: reply !== null };
      memo.delete(key);
      memo.set(key, { wire, page });
      if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
      return page;
    },
  };
}
