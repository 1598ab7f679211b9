// The details cover's box (spec §2 "Common details screen"), shared by the screen and the server's
// first-view overlay (examples/server/first-view/first-paint-layouts.ts, README "First view").
// Dependency-free: the reference server imports it.

/** Full width, 4:3: the LCP picture of a details page, in a fixed box (no layout shift). */
export const COVER_RATIO = '4/3';
