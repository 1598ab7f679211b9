// Types of the route table (DESIGN.md §2 "routes/: the route table (data)").
import type { ComponentType } from 'react';

/** What every screen receives from the shell. Screens read stores/i18n through useApp(). */
export interface ScreenProps {
  /** The table entry that matched (generic screens read `module` and `kind` from it). */
  route: RouteEntry;
  /** The query of the current URL (e.g. serviceId, title, moduleId — spec §2). */
  query: URLSearchParams;
  /** False while a kept-alive screen is hidden behind another route (spec §2 keep-alive). */
  active: boolean;
}

export type ScreenModule = { default: ComponentType<ScreenProps> };
/** A dynamic import() of the screen's chunk (one chunk per src/screens/<group>/). */
export type ScreenLoader = () => Promise<ScreenModule>;

/** Spec §2 "Guards". Kept as a union so later guards (publish quota, spec §4) are one more member. */
export type RouteGuard = 'auth';

export interface RouteEntry {
  path: string;
  /** Chunk group = folder under src/screens/ that will hold the screen. */
  group: string;
  /** undefined = not built yet: the shell shows the "not available yet" screen. */
  screen?: ScreenLoader;
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
