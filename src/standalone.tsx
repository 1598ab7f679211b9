// The standalone hosted page (DESIGN.md §1 mode 1): the server serves index.html at every route;
// the app owns the browser path. The API is on the same origin.
import { toHtmlLang } from './i18n/resolve-language.js';
import { createInstance } from './boot/create-instance.js';
import { pathLocation } from './app/location.js';
import { dismissFirstPaint, firstPaintShown } from './boot/first-paint.js';
import { readFirstReply } from './boot/first-reply.js';
import { nextTask } from './ui/next-task.js';

const root = document.getElementById('app');
if (root) {
  // The page is ours alone: no body margin around the full-height app (CSSOM, so CSP-safe).
  document.body.style.margin = '0';
  // The server's picture of the first view (README "First view") stays until the app draws its own.
  const firstPaint = dismissFirstPaint(document, root);
  // Its picture is drawn before the app's start takes the main thread (first-paint.ts says why).
  await firstPaintShown(document);
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
