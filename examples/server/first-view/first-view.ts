// The standalone page per request (issue "First view"): for the route and the visitor's language,
// the built index.html with its first reply inlined and its picture and chunks preloaded
// (page-html.ts). Cheap at every request: the reply comes from the reply cache (a visitor's own
// call would be answered from the same entry), and the page made from one cached reply is kept
// (`MEMO_ENTRIES` pages), so a repeated page costs a cache lookup and a Map lookup.
//
// A details page also gets its link preview card (preview-card.ts; issue: Beyond the spec, "Share a
// listing"), from the same cached read as its first reply (share-read.ts).
//
// HTTP caching stays what index.html had: `no-cache` (revalidate at every load), now with an
// (weak) ETag of the page's text; `Vary: Accept-Language, Save-Data`, the request headers the page depends on
// (Save-Data: the preloaded picture's smaller copy, ../pictures/save-data.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_AREA_ID, FALLBACK_LANGUAGE } from '../../../src/contract/constants.js';
import type { EndpointName } from '../../../src/contract/endpoints.js';
import { resolvePath } from '../../../src/routes/index.js';
import type { RouteEntry } from '../../../src/routes/route-types.js';
import type { EndpointDeps } from '../http/envelope-route.js';
import { ReplyError } from '../http/handler.js';
import { normalizeMeta } from '../http/meta.js';
import { visitorRead, wireData } from '../http/visitor-read.js';
import { readAppManifest } from './app-manifest.js';
import { firstCallOf } from './first-call.js';
import { pageHtml } from './page-html.js';
import { acceptedLanguages, visitorLanguage } from '../http/request-language.js';
import { detailDataOf } from '../../../src/screens/details/read.js';
import { previewCard } from './preview-card.js';
import { shareReadOf } from './share-read.js';
import { firstViewPicture, savesData } from '../pictures/save-data.js';

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

/**
 * Whether the visitor asked for one of the app's languages: a tag the app reads as other than its
 * fallback, or the fallback (English) itself. Else a card shows the listing's original words.
 */
const asksOurLanguage = (header: string | undefined): boolean =>
  acceptedLanguages(header).some((tag) => /^en\b/i.test(tag) || visitorLanguage(tag) !== FALLBACK_LANGUAGE);

/** `publicOrigin`: where people reach the server (config PUBLIC_ORIGIN); unset = the request's own. */
export function createFirstView(deps: EndpointDeps, appDir: string, publicOrigin?: string): FirstView {
  const template = readFileSync(join(appDir, 'index.html'), 'utf8');
  const manifest = readAppManifest(appDir);
  const memo = new Map<string, { wire: string | null; shareWire: string | null; page: FirstViewPage }>();

  return {
    async page(req) {
      const url = new URL(req.url, 'http://page.invalid');
      const route = routeOf(url.pathname);
      const language = visitorLanguage(req.headers['accept-language']);
      // The country a first visit has (stores/session.ts): a stored other one is the app's to ask.
      const meta = normalizeMeta({ language, areaId: DEFAULT_AREA_ID });
      const call = route ? firstCallOf(route, url.searchParams) : null;
      const read = async (name: EndpointName, body: unknown): Promise<string | null> => {
        try {
          return await visitorRead(deps, name, body, meta, req);
        } catch (err) {
          // A handler's refusal (a listing that is gone: 4404) or failure: the page without data,
          // and the screen asks and shows what it is told. Only a failure is worth a log line.
          if (!(err instanceof ReplyError)) req.log.error({ err, endpoint: name }, 'first view: the first call failed');
          return null;
        }
      };
      const wire = call ? await read(call.name, call.body) : null;
      const share = route ? shareReadOf(route, url.searchParams) : null;
      // The first reply's read when it is the same (a generic details page), else its own.
      const same = share && call && share.name === call.name && JSON.stringify(share.body) === JSON.stringify(call.body);
      const shareWire = share ? (same ? wire : await read(share.name, share.body)) : null;
      const origin = publicOrigin ?? `${req.protocol}://${req.host}`;
      const original = !asksOurLanguage(req.headers['accept-language']);
      const saveData = savesData(req.headers['save-data']);
      const key = `${saveData ? 's' : ''}${route?.path ?? ''}|${call ? JSON.stringify(call.body) : ''}|${share ? JSON.stringify(share.body) : ''}|${language}|${original}|${origin}`;
      const known = memo.get(key);
      if (known && known.wire === wire && known.shareWire === shareWire) return known.page;

      const data = wire === null ? null : wireData(wire);
      const shareData = shareWire === null ? null : detailDataOf(wireData(shareWire));
      const reply = call && data !== null ? { path: call.path, body: call.body, language, areaId: meta.areaId, data } : null;
      const html = pageHtml(template, manifest, {
        group: route?.group ?? null,
        firstPaint: route?.firstPaint === true,
        language,
        picture: call && data !== null ? firstViewPicture(call.picture(data), saveData) : '',
        reply,
        card: previewCard({ language, origin, original, listing: share && shareData ? { ...share, data: shareData } : null }),
      });
      const page = { html, etag: `W/"${createHash('sha1').update(html).digest('base64url')}"`, inlined: reply !== null };
      memo.delete(key);
      memo.set(key, { wire, shareWire, page });
      if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
      return page;
    },
  };
}
