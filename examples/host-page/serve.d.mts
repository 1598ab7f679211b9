// Types of serve.mjs (plain JavaScript so that partners run it with node, no build step).
export declare const DEFAULT_SERVER: string;
export declare function originOf(value: string): string | null;
export declare function contentSecurityPolicy(o: { nonce: string; server: string; mode: 'iframe' | 'inline'; frameSrc?: string[] }): string;
export interface HostPageServer {
  url: string;
  /** Paths (with query) requested so far. */
  requests: string[];
  close(): Promise<void>;
}
export declare function startHostPageServer(o?: { root?: string; host?: string; port?: number; frameSrc?: string[] }): Promise<HostPageServer>;
