// inline mode (issue 4 "SDK" 5): the app renders into a shadow root in the host page, loaded as a
// module from the marketplace server (dist/app/inline.js, a fixed name). The SDK creates its own
// shadow host inside the partner's element (a partner element may already have a shadow root, or
// be one that cannot have one), so unmount only has to remove that one node.
import type { InlineApp, InlineOptions } from '../src/embed/inline-entry.js';
import type { AppEvents } from '../src/embed/host-api.js';
import { layoutElement } from './layout.js';
import { loadModule } from './load-module.js';
import type { ModeContext, StartMode, Started } from './modes.js';
import { SdkError } from './sdk-error.js';

export const INLINE_MODULE = 'inline.js';

type MountInline = (root: ShadowRoot, o: InlineOptions) => Promise<InlineApp>;

export const startInline: StartMode = async (c: ModeContext): Promise<Started> => {
  const { o, d, deps } = c;
  const shadowHost = c.el.ownerDocument.createElement('div');
  shadowHost.setAttribute('data-mkt-instance', c.instanceKey);
  const layout = layoutElement(shadowHost, o, deps.win, d, 'app');
  c.el.append(shadowHost);
  d.add(() => shadowHost.remove());
  const root = shadowHost.attachShadow({ mode: 'open' });

  const url = `${o.serverUrl}/${INLINE_MODULE}`;
  let mod: unknown;
  try {
    mod = await loadModule(url, deps.importModule);
  } catch (e) {
    throw new SdkError('LOAD_FAILED', `could not load ${url} (${e instanceof Error ? e.message : String(e)}); check options.serverUrl and the page's CSP script-src`, { cause: e });
  }
  const mountInline = (mod as { mountInline?: unknown } | null)?.mountInline;
  if (typeof mountInline !== 'function') throw new SdkError('LOAD_FAILED', `${url} does not export mountInline; is options.serverUrl a marketplace server?`);
  if (d.disposed) throw new SdkError('UNMOUNTED', 'unmounted while loading');

  let ready: AppEvents['ready'] | null = null;
  const app = await (mountInline as MountInline)(root, {
    instanceKey: c.instanceKey,
    apiBase: o.serverUrl,
    ...(o.language ? { language: o.language } : {}),
    ...(o.areaId ? { areaId: o.areaId } : {}),
    ...(c.initialRoute ? { initialRoute: c.initialRoute } : {}),
    ...(o.nonce ? { nonce: o.nonce } : {}),
    ...(o.loginToken !== undefined ? { loginToken: o.loginToken } : {}),
    theme: o.theme,
    onEvent: (event, data) => {
      if (event === 'ready') ready = data as AppEvents['ready'];
      else c.onEvent(event, data as never);
    },
  });
  d.add(() => app.destroy());
  if (!ready) throw new SdkError('APP_ERROR', `${url} started without reporting ready`);
  return {
    ready,
    layout,
    call: async (method, params) => {
      await (app[method] as (p: unknown) => unknown)(params);
    },
    setTitle: () => undefined,
  };
};
