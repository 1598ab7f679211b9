// The narrow inputs of the app shell. The real stores, i18n and API client are wired in by
// main/standalone code; the shell only knows these shapes (DESIGN.md §2, §5).
import type { ReadableAtom } from 'nanostores';
import type { Result } from '../contract/result.js';
import type { CompressedImage } from '../worker/index.js';
import type { NativeClient } from '../../bridge/native-client.js';
import type { ApiClient } from '../api/index.js';
import type { AppStores } from '../stores/app-stores.js';
import type { RouteEntry } from '../routes/route-types.js';
import type { Dialogs } from '../ui/dialogs.js';
import type { BaseLocationHook, BaseSearchHook } from 'wouter';

export interface ShellStores {
  /** '' when nobody is logged in (spec §2 guards, tab label). */
  userId: ReadableAtom<string>;
  /** Drives the message tab badge (spec §2). */
  totalUnread: ReadableAtom<number>;
}

export interface ShellI18n {
  t: (key: string, opts?: Record<string, unknown>) => string;
  /** cn | en | fr (spec §9). */
  language: string;
  /** Resolves once the whole locale is loaded (create-i18n.ts); absent: it always is. */
  complete?(): Promise<void>;
}

/**
 * How the router reads and writes the location (DESIGN.md §1): the standalone page owns the URL
 * path; an iframe may use the hash; inline embedding keeps its location in memory so it never
 * fights the host page's URL.
 */
export type LocationMode = { kind: 'path'; base?: string } | { kind: 'hash' } | { kind: 'memory'; initial?: string };

/** The router's location as createApp uses it (app/location.ts, app/any-location.ts make them). */
export interface ShellLocation {
  hook: BaseLocationHook;
  searchHook: BaseSearchHook;
  /** Path prefix of the app in path mode ('' otherwise). */
  base: string;
  /** Navigates to an app path (relative to base), e.g. "/land/details?serviceId=1". */
  navigate(to: string, options?: NavigateOptions): void;
}

/** Makes the location a LocationMode describes (createApp calls it once). */
export type LocationSource = (mode: LocationMode) => ShellLocation;

export interface NavigateOptions {
  replace?: boolean;
}

/** What the API client needs from the UI (spec §8 code handling). */
export interface UiEffects {
  navigate(path: string, options?: NavigateOptions): void;
  alert(message: string): Promise<void>;
  confirm(message: string, options: { cancel: boolean }): Promise<boolean>;
  toast(message: string, ms?: number, onTap?: () => void): void;
}

/**
 * This instance's one native bridge client (bridge/native-client.ts: the native shell, or the web
 * fallbacks in a plain browser). The bridge code is fetched on first use, so it costs nothing to
 * the first paint (size budget, issue 2); src/boot/native.ts makes it.
 */
export interface NativeAccess {
  /** Loads the bridge once and creates the client; a failed load can be retried. */
  get(): Promise<NativeClient>;
  /**
   * The client once created, else null: a click handler that finds it calls it synchronously,
   * inside the user gesture the web fallbacks' file pickers need.
   */
  readonly current: NativeClient | null;
  /** A native shell hosts the app (its scanner, its photo picker), known without the bridge code. */
  inShell(): boolean;
}

/** What screens use beyond the shell: the API client, the full per-instance stores, native features. */
export interface AppServices {
  api: ApiClient;
  stores: AppStores;
  native: NativeAccess;
  /**
   * Absolute URL of a server file path ('/uploads/…', spec §3 imgPath, avatarPath, appFilePath).
   * Files live on the API server, which is not the page's origin when the app is embedded.
   */
  media(path: string): string;
  /**
   * Where this instance's marketplace answers: its server ('' = this page's origin) and how the
   * router reads the location. Public links to an app route are built from it (links/public-url.ts),
   * never from the page's address, which is the partner's page when the app is embedded.
   * Absent only in unit tests that share nothing.
   */
  site?: { apiBase: string; location: LocationMode };
  /**
   * Pictures before upload (spec §5 "above 2,097,152 bytes compress at quality 0.7"), in the
   * instance's worker (DESIGN.md §5). Absent only in unit tests that upload nothing.
   */
  images?: ImageService;
}

export interface ImageService {
  /** The picture to upload: the file itself up to 2 MB, else a compressed copy; or a coded error. */
  compress(file: Blob): Promise<Result<CompressedImage>>;
}

export interface AppContext {
  stores: ShellStores;
  /** Wired by the composition root (src/boot); absent in shell-only unit tests. */
  services?: AppServices;
  i18n: ShellI18n;
  location: LocationMode;
  /** Makes `location`'s router source: location.ts pathLocation standalone, any-location.ts embedded. */
  locate: LocationSource;
  /** The dialog/toast store; createApp makes one when none is given. */
  dialogs?: Dialogs;
  /** CSP nonce put on the injected <style> (DESIGN.md §6). */
  nonce?: string;
  /** Called after each settled route change with the path and query, e.g. for the SDK's events. */
  onRouteChange?: (path: string, route: RouteEntry) => void;
}
