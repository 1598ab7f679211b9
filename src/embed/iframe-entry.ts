// The iframe page, embed.html (issue 4 "SDK" 4, DESIGN.md §1 mode 2): the app inside a partner's
// page, on the marketplace origin. The SDK names the host page's origin in the URL hash; the app
// then talks ONLY to window.parent, ONLY if the parent really is that origin:
//   - location.ancestorOrigins[0] (Chromium, WebKit) or the referrer's origin must match it;
//   - the bridge transport posts with targetOrigin = that origin and accepts a message only when
//     event.origin is that origin AND event.source is window.parent.
// A page that frames embed.html while claiming another origin gets a refusal, not an app; so does
// a host that is not on the server's allow-list (EMBED_ORIGINS, ./allowed-host.ts), with the reason
// in the console.
import { createEndpoint } from '../../bridge/endpoint.js';
import { BridgeCallError } from '../../bridge/errors.js';
import { postMessageTransport } from '../../bridge/transports/post-message.js';
import { toHtmlLang } from '../i18n/resolve-language.js';
import { decodeEmbedParams } from './embed-params.js';
import { hostRefusal } from './allowed-host.js';
import { startEmbeddedApp, type EmbeddedApp } from './embedded-app.js';
import { framedBy } from './framing.js';
import { HOST_METHODS, hostParamsProblem, READ_PARAMS, type AppEventName, type AppEvents, type HostMethod } from './host-api.js';

function refuse(root: HTMLElement): void {
  // Opaque: the SDK may already show the frame full screen over the host page (phone layout).
  document.body.style.cssText = 'margin:0;padding:16px;background:#fff;color:#222;font:16px/1.5 system-ui,sans-serif';
  const p = document.createElement('p');
  p.textContent = 'This page shows the marketplace inside a partner site and cannot be opened on its own.';
  const a = document.createElement('a');
  a.href = '/';
  a.textContent = 'Open the marketplace';
  root.replaceChildren(p, a);
}

function start(root: HTMLElement): void {
  const params = decodeEmbedParams(location.hash);
  if (!params) return refuse(root);
  const refusal = hostRefusal(window, params.host);
  if (refusal) {
    console.error(`marketplace embed.html: ${refusal}.`);
    return refuse(root);
  }
  if (!framedBy(window, params.host)) return refuse(root);

  const transport = postMessageTransport({ self: window, peer: window.parent, peerOrigin: params.host, allowedOrigins: [params.host] });
  // The endpoint exists before the app has booted, so the handshake runs while the app loads;
  // host calls wait for the app. The endpoint checks params with the bridge's PARAM_CHECKS (the
  // same rules READ_PARAMS applies) and answers INVALID_PARAMS before a handler runs.
  let app: Promise<EmbeddedApp> | null = null;
  const call = (method: HostMethod) => async (raw: unknown) => {
    const p = (READ_PARAMS[method] as (p: unknown) => unknown)(raw);
    if (p === null) throw new BridgeCallError('INVALID_PARAMS', `${method}: ${hostParamsProblem(method, raw) ?? 'invalid params'}`);
    const a = await app;
    if (!a) throw new BridgeCallError('NOT_READY', 'the app did not start');
    await (a[method] as (p: unknown) => unknown)(p);
    return {};
  };
  const methods = Object.fromEntries(HOST_METHODS.map((m) => [m, call(m)]));
  const endpoint = createEndpoint({ transport, methods, role: 'app' });
  const emit = <E extends AppEventName>(event: E, data: AppEvents[E]) => endpoint.emit(event, data);

  document.body.style.margin = '0';
  app = startEmbeddedApp({
    instanceKey: params.key,
    // Same origin as the standalone page: embed.html is served by the marketplace server.
    apiBase: '',
    assetBase: new URL('.', import.meta.url).href,
    container: 'iframe',
    target: root,
    styleParent: document.head,
    ...(params.language ? { language: params.language } : {}),
    ...(params.areaId ? { areaId: params.areaId } : {}),
    ...(params.route ? { initialRoute: params.route } : {}),
    ...(params.theme ? { theme: params.theme } : {}),
    emit,
  });
  app.then(
    (a) => {
      const applyDocument = () => {
        document.documentElement.lang = toHtmlLang(a.instance.i18n.language);
        document.title = a.instance.i18n.t('app.title');
      };
      applyDocument();
      a.instance.i18n.subscribe(applyDocument);
      // The partner opted in (SDK option offline, issue "Beyond the spec" item 4): service worker,
      // offline banner and queues, as on the standalone page.
      if (new URLSearchParams(location.search).get('offline') === '1') void import('../offline/start-offline.js').then((m) => m.startOffline(a.instance, root));
    },
    (e: unknown) => emit('error', { code: 'BOOT_FAILED', message: e instanceof Error ? e.message : String(e) }),
  );
  // Uncaught errors of our own page are worth a host's log (the host cannot see into the frame).
  addEventListener('error', (e) => emit('error', { code: 'APP_ERROR', message: String(e.message) }));
  addEventListener('unhandledrejection', (e) => emit('error', { code: 'APP_ERROR', message: String((e.reason as Error | undefined)?.message ?? e.reason) }));
}

const root = document.getElementById('app');
if (root) start(root);
