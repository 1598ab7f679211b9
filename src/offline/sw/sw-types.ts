// The few service-worker globals the offline worker uses. tsconfig's libs are the page's (DOM);
// the WebWorker lib would clash with them, so the worker's own API is declared here, as spec'd by
// the Service Workers specification (only what sw-*.ts read).

export interface SwClient {
  readonly id: string;
  readonly url: string;
  postMessage(message: unknown): void;
}

export interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEventLike extends ExtendableEventLike {
  readonly request: Request;
  readonly clientId: string;
  readonly resultingClientId: string;
  respondWith(response: Response | Promise<Response>): void;
}

export interface MessageEventLike extends ExtendableEventLike {
  readonly data: unknown;
}

export interface SwGlobal {
  readonly registration: { readonly scope: string };
  readonly location: Location;
  readonly clients: {
    get(id: string): Promise<SwClient | undefined>;
    matchAll(options?: { type?: 'window' }): Promise<readonly SwClient[]>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', fn: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', fn: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', fn: (event: MessageEventLike) => void): void;
}

/** What the build writes into the worker (rollup.config.mjs serviceWorker): the precache list. */
export interface SwManifest {
  /** Changes with any precached file: names the caches of this build. */
  version: string;
  /** Where the app is served from ('/' unless PUBLIC_PATH). */
  publicPath: string;
  /** Absolute paths of index.html, worker.js and the first-paint files (initial.json). */
  files: readonly string[];
}
