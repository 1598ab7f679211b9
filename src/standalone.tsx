// The standalone hosted page (DESIGN.md §1 mode 1): the server serves index.html at every route;
// the app owns the browser path. The API is on the same origin.
//
// This entry is only the first view's part (README "First view"): it waits for the server-drawn
// picture to be painted, and only then lets the app's modules load (FIRST_PAINT_LATER_ID in
// src/contract/first-paint.ts) and start: the picture the visitor sees first no longer shares the
// connection and the main thread with ~55 kB of code (README "Lighthouse"). The app itself is
// standalone-start.tsx, in the shell chunk.
import { FIRST_PAINT_ID } from './contract/first-paint.js';
import { firstPaintShown, releaseLaterModules } from './boot/first-paint-shown.js';

const root = document.getElementById('app');
if (root) {
  // The page is ours alone: no body margin around the full-height app (CSSOM, so CSP-safe).
  document.body.style.margin = '0';
  await firstPaintShown(document);
  releaseLaterModules(document);
  const { startStandalone } = await import('./standalone-start.js');
  await startStandalone(root, document.getElementById(FIRST_PAINT_ID));
}
