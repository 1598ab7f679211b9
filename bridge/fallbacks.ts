// Web fallbacks of the native methods of spec §7 "Native bridge page", for a plain browser (no
// native shell; DESIGN.md §6: "in a plain browser every native method has a web fallback"):
//   getUserId / getMetadata  from providers the app passes in (its session and locale stores);
//   jump                     the pageType -> app route table (jump-routes.ts); the app navigates;
//   pickPhoto                a hidden file input; returns an object URL and the File to upload
//                            (never base64: the file stays in this window and goes up as a file);
//   scanQrCode               BarcodeDetector on an image from the camera or a file, else UNAVAILABLE.
//   share                    the Web Share API (navigator.share), else UNAVAILABLE (the app copies the link).
//   openExternal             https: a new tab (noopener); tel:, mailto:, whatsapp: location.href (the
//                            browser hands them to the dialler / app and the page stays).
//   notify                   the Notification API when permission is granted and the page is hidden
//                            (a visible page has the app's own toast), else UNAVAILABLE; a tap
//                            focuses the page and opens the route as a jump does (onJump).
import { BridgeCallError } from './errors.js';
import { pickFile } from './file-input.js';
import { jumpRoute, type JumpRouteBuilder } from './jump-routes.js';
import type { NativeHandlers, NativeMetadata, PageType } from './methods.js';
import { decodeQr, qrDetector } from './qr-image.js';

export interface WebFallbackOptions {
  getUserId: () => string | null | Promise<string | null>;
  getMetadata: () => NativeMetadata | Promise<NativeMetadata>;
  /** The app's window; default globalThis.window. */
  win?: Window;
  /** Where hidden inputs go (the shadow root in inline mode); default document.body. */
  container?: Node;
  /** Replaces single entries of JUMP_ROUTES. */
  routes?: Readonly<Partial<Record<PageType, JumpRouteBuilder>>>;
  /** Called with the route of a jump, so the app can navigate (the route is also returned). */
  onJump?: (route: string) => void;
}

export interface WebFallbacks {
  handlers: NativeHandlers;
  /** Closes an open picker (CANCELLED) and revokes every object URL handed out. */
  dispose(): void;
}

export function createWebFallbacks(opts: WebFallbackOptions): WebFallbacks {
  const win = opts.win ?? window;
  const doc = win.document;
  // The window's own URL (object URLs belong to the realm that made them); Window's typings omit it.
  const urlApi: typeof URL = (win as unknown as { URL?: typeof URL }).URL ?? URL;
  const urls = new Set<string>();
  const pickers = new Set<AbortController>();

  async function pick(accept: string, capture: 'environment' | undefined): Promise<File> {
    const abort = new AbortController();
    pickers.add(abort);
    try {
      return await pickFile({ doc, container: opts.container, accept, capture, signal: abort.signal });
    } finally {
      pickers.delete(abort);
    }
  }

  const handlers: NativeHandlers = {
    async getUserId() {
      const userId = await opts.getUserId();
      return { userId: userId || null };
    },
    async getMetadata() {
      return { ...(await opts.getMetadata()) };
    },
    jump(params) {
      const route = jumpRoute(params, opts.routes);
      if (route === null) throw new BridgeCallError('INVALID_PARAMS', `jump: no page for ${JSON.stringify(params)}`);
      opts.onJump?.(route);
      return { route };
    },
    async pickPhoto(params) {
      const camera = typeof params === 'object' && params !== null && params.camera === true;
      const file = await pick('image/*', camera ? 'environment' : undefined);
      // accept= is only a hint to the picker.
      if (!file.type.startsWith('image/')) throw new BridgeCallError('INVALID_PARAMS', 'the chosen file is not an image');
      const url = urlApi.createObjectURL(file);
      urls.add(url);
      return { url, file };
    },
    async scanQrCode() {
      const detector = await qrDetector(win); // UNAVAILABLE before the user picks anything
      const file = await pick('image/*', 'environment');
      return { code: await decodeQr(win, detector, file) };
    },
    async share({ title, text, url }) {
      const nav = win.navigator as Navigator & { share?: (data: ShareData) => Promise<void> };
      if (typeof nav.share !== 'function') throw new BridgeCallError('UNAVAILABLE', 'share: no Web Share API in this browser');
      try {
        await nav.share({ title, text, url });
        return { shared: true };
      } catch (e) {
        // Dismissed by the user: not an error, nothing was shared.
        if ((e as { name?: string }).name === 'AbortError') return { shared: false };
        throw new BridgeCallError('UNAVAILABLE', `share: ${(e as Error).message ?? 'refused'}`);
      }
    },
    openExternal({ url }) {
      if (/^https:/i.test(url)) {
        // noopener: the opened page gets no handle on this window (window.open then returns null).
        win.open(url, '_blank', 'noopener');
        return { opened: true };
      }
      win.location.href = url;
      return { opened: true };
    },
    notify({ title, body, route }) {
      const N = (win as unknown as { Notification?: typeof Notification }).Notification;
      if (!N || N.permission !== 'granted' || doc.visibilityState !== 'hidden') {
        throw new BridgeCallError('UNAVAILABLE', 'notify: no permission, or the page is in view');
      }
      const shown = new N(title, { body });
      shown.onclick = () => {
        win.focus();
        opts.onJump?.(route);
        shown.close();
      };
      return { shown: true };
    },
  };

  return {
    handlers,
    dispose() {
      for (const abort of [...pickers]) abort.abort();
      for (const url of urls) urlApi.revokeObjectURL(url);
      urls.clear();
    },
  };
}
