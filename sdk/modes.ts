// What the two embedding modes have in common (issue 4 "SDK" 4 and 5): each starts the app in its
// own way and gives back its ready data, its layout and one way to call the app's host methods.
// Every side effect goes into the mount's disposer.
import type { BridgeEndpoint } from '../bridge/endpoint.js';
import type { AppEventName, AppEvents, HostMethod, HostMethods } from '../src/embed/host-api.js';
import type { Disposer } from './disposer.js';
import type { Layout } from './layout.js';
import type { ImportModule } from './load-module.js';
import type { ResolvedOptions } from './options.js';

/** How the host side connects to an iframe (the bridge's postMessage transport + an endpoint). */
export type Connect = (o: { self: Window; peer: Window; peerOrigin: string; allowedOrigins: readonly string[] }) => {
  endpoint: BridgeEndpoint;
  close(): void;
};

export interface ModeDeps {
  win: Window;
  importModule: ImportModule;
  connect: Connect;
  /** How long the app may take to report ready (a slow phone on a slow network: generous). */
  readyTimeoutMs: number;
}

export type ForwardedEvent = Exclude<AppEventName, 'ready'>;

export interface ModeContext {
  el: Element;
  o: ResolvedOptions;
  instanceKey: string;
  initialRoute: string | undefined;
  d: Disposer;
  deps: ModeDeps;
  /** App events after start (ready is returned instead). */
  onEvent<E extends ForwardedEvent>(event: E, data: AppEvents[E]): void;
}

export interface Started {
  ready: AppEvents['ready'];
  layout: Layout;
  call<M extends HostMethod>(method: M, params: HostMethods[M]): Promise<void>;
  setTitle(title: string): void;
}

export type StartMode = (c: ModeContext) => Promise<Started>;
