// Types of the route table (DESIGN.md §2 "routes/: the route table (data)"). Screens import their
// props from here, never from the barrel: the route table knows no screen, so nothing in routes/
// leads back to a screen (the import graph stays acyclic, checked by `npm run check:cycles`).

/** What every screen receives from the shell. Screens read stores/i18n through useApp(). */
export interface ScreenProps {
  /** The table entry that matched (generic screens read `module` and `kind` from it). */
  route: RouteEntry;
  /** The query of the current URL (e.g. serviceId, title, moduleId — spec §2). */
  query: URLSearchParams;
  /** False while a kept-alive screen is hidden behind another route (spec §2 keep-alive). */
  active: boolean;
}

/**
 * Spec §2 "Guards" ('auth': a user id is stored) and spec §4's publish quota ('publishQuota': login,
 * then the quota check of src/app/publish-gate.ts before a new listing's form opens).
 */
export type RouteGuard = 'auth' | 'publishQuota';

export interface RouteEntry {
  path: string;
  /** Chunk group = folder under src/screens/ that will hold the screen (src/app/screens.ts maps it). */
  group: string;
  /** The view stays mounted (hidden) when the user navigates away (spec §2). */
  keepAlive?: boolean;
  /**
   * The screen shows only first-paint messages (locales/parts.mjs FIRST_PAINT), so it renders
   * before the rest of the locale has arrived; every other screen waits for the whole locale.
   */
  firstPaint?: boolean;
  guard?: RouteGuard;
  /** The app's four-tab bottom bar is shown (spec §2 "Bottom tab bar"). */
  tabBar?: boolean;
  /** The module's own bottom bar (list / publish / mine; articles: list / collection / history) — spec §2. */
  moduleTabBar?: boolean;
  /** Listing module name (land, house, ...) for descriptor-driven screens (DESIGN.md §3). */
  module?: string;
  /** Screen kind inside its module (list, details, ...). */
  kind?: string;
  /** A locale key naming the screen. */
  title?: string;
}
