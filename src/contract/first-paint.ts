// The standalone page's server-drawn first view (README "First view"): a static overlay the
// reference server writes right after <body> (examples/server/first-view/first-paint-html.ts) so the
// page's largest picture paints as soon as it arrives, before the app's JavaScript has run; the app
// removes it once its own picture is there (src/boot/first-paint.ts). Shared by both ends.

/** id of the overlay element (aria-hidden, position: fixed above #app). */
export const FIRST_PAINT_ID = 'mkt-first-paint';

/**
 * id of the <template> in <head> that holds the page's <link rel="modulepreload"> when the overlay
 * is drawn (examples/server/first-view/page-html.ts): inert until the overlay's picture has been
 * painted, then moved into <head> by the entry (src/boot/first-paint.ts releaseLaterModules), so
 * the picture has the connection and the main thread to itself first (README "Lighthouse").
 */
export const FIRST_PAINT_LATER_ID = 'mkt-first-paint-later';
