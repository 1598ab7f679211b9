// iframe mode, the default (issue 4 "SDK" 4): the app runs in an iframe on the marketplace origin,
// so neither page can touch the other's DOM, storage or styles. The SDK names this page's origin
// in the frame's URL hash; the app answers only a parent of that origin, and the host side
// accepts messages only from the frame's window with an allowed origin (bridge postMessage
// transport). Calls made before the handshake wait in the bridge.
import { encodeEmbedParams } from '../src/embed/embed-params.js';
import { APP_EVENTS, READ_EVENT, type AppEventName, type AppEvents } from '../src/embed/host-api.js';
import { layoutElement } from './layout.js';
import type { ModeContext, StartMode, Started } from './modes.js';
import { SdkError } from './sdk-error.js';

/**
 * What the app needs and nothing more: its scripts, its own origin (storage, workers, API calls),
 * forms, and links opened in a new tab that are not themselves sandboxed. Not allowed: navigating
 * the host page (allow-top-navigation), modals, pointer lock.
 */
export const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';
/** Camera for QR scanning (spec §7 bridge fallback); clipboard for "copy link". */
export const ALLOW = 'camera; clipboard-write';

export const startIframe: StartMode = async (c: ModeContext): Promise<Started> => {
  const { o, d, deps } = c;
  const host = deps.win.location.origin;
  if (!/^https?:\/\//.test(host)) {
    throw new SdkError('INVALID_ARGUMENT', `iframe mode needs a host page served over http(s), this page's origin is ${host}`);
  }
  const iframe = c.el.ownerDocument.createElement('iframe');
  iframe.title = o.title;
  iframe.setAttribute('allow', ALLOW);
  iframe.setAttribute('sandbox', SANDBOX);
  // `?offline=1`: the partner opted in to the service worker (options.offline); the worker serves
  // no other iframe page (src/offline/sw/sw-entry.ts).
  iframe.src = `${o.serverUrl}/embed.html${o.offline ? '?offline=1' : ''}#${encodeEmbedParams({
    host,
    key: c.instanceKey,
    ...(o.language ? { language: o.language } : {}),
    ...(o.areaId ? { areaId: o.areaId } : {}),
    ...(c.initialRoute ? { route: c.initialRoute } : {}),
    theme: o.theme,
  })}`;
  const layout = layoutElement(iframe, o, deps.win, d);
  c.el.append(iframe);
  d.add(() => iframe.remove());

  const peer = iframe.contentWindow;
  if (!peer) throw new SdkError('INVALID_ARGUMENT', 'the element is not in a document, so the iframe has no window; attach it before mount()');
  const bridge = deps.connect({ self: deps.win, peer, peerOrigin: o.serverOrigin, allowedOrigins: o.allowedOrigins });
  d.add(() => bridge.close());
  const { endpoint } = bridge;

  let stopTimer = () => undefined as void;
  const ready = new Promise<AppEvents['ready']>((resolve, reject) => {
    for (const name of APP_EVENTS) {
      const off = endpoint.on(name, (raw) => {
        const data = (READ_EVENT[name] as (d: unknown) => AppEvents[AppEventName] | null)(raw);
        if (!data) return; // malformed: dropped (the frame is ours, but the wire is not)
        if (name === 'ready') resolve(data as AppEvents['ready']);
        else c.onEvent(name, data as never);
      });
      d.add(off);
    }
    const seconds = Math.round(deps.readyTimeoutMs / 1000);
    stopTimer = d.setTimeout(
      () => reject(new SdkError('TIMEOUT', `the app at ${o.serverUrl}/embed.html did not become ready within ${seconds} s; check options.serverUrl and that the server allows this page (${host}) to frame it`)),
      deps.readyTimeoutMs,
    );
  });
  const data = await ready;
  stopTimer();
  const call: Started['call'] = async (method, params) => {
    await endpoint.call(method, params);
  };
  // The token goes over the bridge, never in the frame URL (histories, logs, referrers).
  if (o.loginToken !== undefined) await call('setUserToken', { token: o.loginToken });
  return { ready: data, layout, call, setTitle: (t) => (iframe.title = t) };
};
