// The few colours the standalone page's server-drawn first view (README "First view") must repeat
// exactly: named once here so the app's CSS and the server's overlay cannot drift apart.
// Dependency-free on purpose: the reference server imports it.

/** The brand green (DESIGN.md §7): the /index header and search bands, buttons, the active tab. */
export const ACCENT = '#0a7d4f';
/** A picture's box before (or instead of) its picture: kit/img.tsx, the home banners. */
export const PICTURE_PLACEHOLDER = '#e9e9ee';
/** A page header's bottom rule (kit-styles.ts .mkt-head). */
export const HEAD_RULE = '#ececf0';
