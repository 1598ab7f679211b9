// The loader's logic (issue 4 "SDK" 1), separate from its script entry so it can be tested with a
// fake import. A host page can call the SDK before anything has loaded:
//
//   <script>window.MarketplaceSDK=window.MarketplaceSDK||function(){(MarketplaceSDK.q=MarketplaceSDK.q||[]).push(arguments)}</script>
//   <script async src="https://market.example.com/sdk/loader.js"></script>
//   <script>MarketplaceSDK('mount', '#market', {language: 'fr'})</script>
//
// The loader keeps that queue (`MarketplaceSDK.q`), installs its own stub (each call returns a
// Promise of the command's result), imports the SDK module from the folder it was itself loaded
// from, and runs the queued commands in order. Including the loader twice does nothing the second
// time. A failed load rejects the waiting calls and is retried by the next call.
// Kept tiny: it is the one piece every partner page downloads up front (budget: 2 KB gzip).

export interface LoadedSdk {
  command(args: ArrayLike<unknown>, defaults: { serverUrl?: string }): Promise<unknown>;
}

export type Stub = ((...args: unknown[]) => Promise<unknown>) & {
  /** Calls waiting for the SDK (the snippet's queue, kept). */
  q: ArrayLike<unknown>[];
  /** Marks our stub: a second loader leaves it alone. */
  v: number;
  /** Loads (or retries loading) the SDK module. */
  load(): Promise<LoadedSdk>;
};

type Settle = [(value: unknown) => void, (error: unknown) => void];

/** A queued call nobody awaits (the snippet's): its error goes to the console and its onError. */
function report(args: ArrayLike<unknown>, e: unknown): void {
  const o = args[0] === 'mount' ? (args[2] as { onError?: unknown } | undefined) : undefined;
  if (o && typeof o.onError === 'function') o.onError({ code: (e as { code?: string }).code || 'LOAD_FAILED', message: String((e as Error).message || e) });
  else console.error(e);
}

export function installLoader(win: { MarketplaceSDK?: unknown }, scriptUrl: string, importModule: (url: string) => Promise<unknown>): Stub {
  const existing = win.MarketplaceSDK as (((...a: unknown[]) => unknown) & { q?: unknown; v?: unknown }) | undefined;
  if (typeof existing === 'function' && existing.v) return existing as unknown as Stub;
  const q: ArrayLike<unknown>[] = existing && Array.isArray(existing.q) ? existing.q : [];
  const waiting = new Map<ArrayLike<unknown>, Settle>();
  const dir = new URL('./', scriptUrl);
  // The loader lives in <server>/sdk/: the server is one folder up (the default options.serverUrl).
  const defaults = { serverUrl: new URL('../', dir).href.replace(/\/$/, '') };
  let memo: Promise<LoadedSdk> | null = null;
  let failures = 0;

  const load = (): Promise<LoadedSdk> =>
    (memo ||= importModule(new URL('index.js' + (failures ? '?retry=' + failures : ''), dir).href).then(
      (m) => {
        if (typeof (m as Partial<LoadedSdk>).command !== 'function') throw new Error('MarketplaceSDK: the SDK module has no command()');
        return m as LoadedSdk;
      },
      (e: unknown) => {
        // Cleared so the next call retries; the browser caches a failed module URL, hence ?retry=n.
        memo = null;
        failures++;
        throw e;
      },
    ));

  const each = (fn: (args: ArrayLike<unknown>, settle: Settle | undefined) => void) => {
    for (let args = q.shift(); args; args = q.shift()) {
      const settle = waiting.get(args);
      waiting.delete(args);
      fn(args, settle);
    }
  };
  const flush = () =>
    load().then(
      (sdk) =>
        each((args, settle) => {
          const result = sdk.command(args, defaults);
          if (settle) result.then(settle[0], settle[1]);
          else result.catch((e: unknown) => report(args, e));
        }),
      (e: unknown) => each((args, settle) => (settle ? settle[1](e) : report(args, e))),
    );

  const stub = function (...args: unknown[]) {
    return new Promise((resolve, reject) => {
      q.push(args);
      waiting.set(args, [resolve, reject]);
      void flush();
    });
  } as Stub;
  stub.q = q;
  stub.v = 1;
  stub.load = load;
  win.MarketplaceSDK = stub;
  // Start downloading at once; calls made meanwhile queue up.
  if (q.length) void flush();
  else load().catch(() => undefined);
  return stub;
}
