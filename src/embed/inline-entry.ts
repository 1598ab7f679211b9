// The inline entry (issue 4 "SDK" 5): built as dist/app/inline.js (a fixed name), imported by the
// SDK from the marketplace server and run in the HOST page, rendering into the SDK's shadow root.
//
// Isolation: our rules live inside the shadow root (they cannot match host elements), and the
// reset below stops the host's inherited styles (font, colour, line height...) at the boundary:
// `all: initial` on :host, then our own values. The host's rules cannot select into the root.
// The app uses system fonts only, so there is no @font-face to hoist to the document.
// Dialogs, pickers, toasts and the image viewer already render inside the app root.
import { startEmbeddedApp, type EmbeddedApp, type EmbeddedAppOptions } from './embedded-app.js';
import type { AppEventName, AppEvents } from './host-api.js';

/** What the SDK passes: the embedded app's options minus what inline mode fixes itself. */
export type InlineOptions = Pick<
  EmbeddedAppOptions,
  'instanceKey' | 'apiBase' | 'language' | 'areaId' | 'initialRoute' | 'nonce' | 'theme' | 'loginToken'
> & {
  onEvent<E extends AppEventName>(event: E, data: AppEvents[E]): void;
};

export type InlineApp = Omit<EmbeddedApp, 'instance'>;

/** The box of the app inside the shadow root: it fills the SDK's shadow host. */
export const INLINE_RESET =
  ':host{all:initial;display:block;position:relative;overflow:hidden;contain:content}' +
  '.mkt-root{height:100%;--mkt-height:100%}';

export async function mountInline(root: ShadowRoot, o: InlineOptions): Promise<InlineApp> {
  const style = document.createElement('style');
  if (o.nonce) style.nonce = o.nonce;
  style.textContent = INLINE_RESET;
  root.append(style);
  try {
    const app = await startEmbeddedApp({
      instanceKey: o.instanceKey,
      apiBase: o.apiBase,
      assetBase: new URL('.', import.meta.url).href,
      container: 'inline',
      target: root,
      styleParent: root,
      ...(o.language ? { language: o.language } : {}),
      ...(o.areaId ? { areaId: o.areaId } : {}),
      ...(o.initialRoute ? { initialRoute: o.initialRoute } : {}),
      ...(o.nonce ? { nonce: o.nonce } : {}),
      ...(o.theme ? { theme: o.theme } : {}),
      ...(o.loginToken !== undefined ? { loginToken: o.loginToken } : {}),
      emit: (event, data) => o.onEvent(event, data),
    });
    const { instance: _instance, destroy, ...methods } = app;
    return {
      ...methods,
      destroy() {
        destroy();
        style.remove();
      },
    };
  } catch (e) {
    style.remove();
    throw e;
  }
}
