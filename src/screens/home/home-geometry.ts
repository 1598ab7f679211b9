// The geometry of /index's first screenful that the server's first-view overlay repeats
// (examples/server/first-view/first-paint-layouts.ts, README "First view"): shared here instead of
// written twice. Dependency-free: the reference server imports it.

/** Seed and production banners are 750×300 (spec §3 "Home data": ad1). */
export const AD_RATIO = '5/2';
/** The banner's left/right margin and corner radius (CSS px). */
export const AD_INSET = 12;
export const AD_RADIUS = 12;
/** The green strip behind the top of the first banner (.mkt-home-hero's gradient), CSS px. */
export const HERO_BAND = 56;
