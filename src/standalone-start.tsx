// The standalone page's app (DESIGN.md §1 mode 1), started by its entry (standalone.tsx) once the
// first view's picture is on screen.
import { toHtmlLang } from './i18n/resolve-language.js';
import { createInstance } from './boot/create-instance.js';
import { pathLocation } from './app/location.js';
import { dismissFirstPaint } from './boot/first-paint.js';
import { readFirstReply } from './boot/first-reply.js';
import { nextTask } from './ui/next-task.js';

/** `overlay`: the server-drawn first view (src/contract/first-paint.ts), if the page has one. */
export async function startStandalone(root: HTMLElement, overlay: HTMLElement | null): Promise<void> {
  // The server's picture stays until the app draws its own.
  const firstPaint = dismissFirstPaint(overlay, root);
  const instance = await createInstance({
    instanceKey: 'web',
    apiBase: '',
    assetBase: new URL('.', import.meta.url).href,
    location: { kind: 'path' },
    locate: pathLocation,
    container: 'web',
    firstReply: readFirstReply(document, firstPaint.decline),
  });
  const applyDocument = () => {
    document.documentElement.lang = toHtmlLang(instance.i18n.language);
    // Spec §1: the page title is the centre's name.
    document.title = instance.i18n.t('app.title');
  };
  applyDocument();
  instance.i18n.subscribe(applyDocument);
  // The locale's set-up and the first render are two tasks, each shorter than TBT's 50 ms at 4× CPU
  // would allow the two together. No ICU data is loaded on the way (i18n/locale-conventions.ts).
  await nextTask();
  instance.mount(root);
  // Issue "Beyond the spec" item 4: service worker, offline banner and queues, lazily, at idle.
  (self.requestIdleCallback || setTimeout)(() => import('./offline/start-offline.js').then((m) => m.startOffline(instance, root)));
}
