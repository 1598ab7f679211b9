// The loader stub (issue 4 "SDK" 1): queue before load, the snippet's queue kept, idempotent when
// included twice, memoized loading, and a failed load rejects the waiting calls and is retried
// (with a new URL, as browsers cache failed module URLs) by the next call.
import { describe, expect, it, vi } from 'vitest';
import { installLoader, type LoadedSdk, type Stub } from '../../../sdk/loader-core.js';

const SCRIPT = 'https://market.example.com/sdk/loader.js';

/** A fake module import whose outcome each test controls, recording the URLs asked for. */
function fakeImport() {
  const urls: string[] = [];
  const pending: { resolve(m: unknown): void; reject(e: unknown): void }[] = [];
  const importModule = vi.fn((url: string) => {
    urls.push(url);
    return new Promise<unknown>((resolve, reject) => pending.push({ resolve, reject }));
  });
  return { urls, importModule, last: () => pending[pending.length - 1]! };
}

/** A fake SDK module recording the commands it runs. */
function fakeSdk() {
  const runs: { args: unknown[]; defaults: unknown }[] = [];
  const sdk: LoadedSdk = {
    command: (args, defaults) => {
      runs.push({ args: Array.from(args), defaults });
      return args[0] === 'boom' ? Promise.reject(new Error('boom')) : Promise.resolve(`done:${String(args[0])}`);
    },
  };
  return { sdk, runs };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('installLoader', () => {
  it('queues calls made before the module loads and runs them in order, resolving each', async () => {
    const win: { MarketplaceSDK?: unknown } = {};
    const imp = fakeImport();
    const stub = installLoader(win, SCRIPT, imp.importModule);
    expect(win.MarketplaceSDK).toBe(stub);
    const a = stub('mount', '#a', { language: 'fr' });
    const b = stub('navigate', '#a', '/land');
    expect(stub.q).toHaveLength(2);
    const { sdk, runs } = fakeSdk();
    imp.last().resolve(sdk);
    await expect(a).resolves.toBe('done:mount');
    await expect(b).resolves.toBe('done:navigate');
    expect(runs.map((r) => r.args)).toEqual([
      ['mount', '#a', { language: 'fr' }],
      ['navigate', '#a', '/land'],
    ]);
    // The SDK is imported from the loader's own folder; the server is one folder up.
    expect(imp.urls).toEqual(['https://market.example.com/sdk/index.js']);
    expect(runs[0]!.defaults).toEqual({ serverUrl: 'https://market.example.com' });
    expect(stub.q).toHaveLength(0);
  });

  it("drains the host snippet's queue (plain arguments objects) and reports their errors to onError", async () => {
    const win: { MarketplaceSDK?: unknown } = {};
    // The documented snippet, run before the loader.
    const snippet = function (...args: unknown[]) {
      ((snippet as unknown as { q?: unknown[] }).q ??= []).push(args);
    };
    win.MarketplaceSDK = snippet;
    const onError = vi.fn();
    snippet('mount', '#a', { onError });
    snippet('boom');
    const imp = fakeImport();
    installLoader(win, SCRIPT, imp.importModule);
    const { sdk, runs } = fakeSdk();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    imp.last().resolve(sdk);
    await flush();
    expect(runs.map((r) => r.args[0])).toEqual(['mount', 'boom']);
    expect(consoleError).toHaveBeenCalledWith(new Error('boom'));
    expect(onError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('is idempotent: a second inclusion keeps the first stub and imports nothing more', async () => {
    const win: { MarketplaceSDK?: unknown } = {};
    const imp = fakeImport();
    const first = installLoader(win, SCRIPT, imp.importModule);
    const imp2 = fakeImport();
    const second = installLoader(win, 'https://other.example/sdk/loader.js', imp2.importModule);
    expect(second).toBe(first);
    expect(win.MarketplaceSDK).toBe(first);
    expect(imp2.importModule).not.toHaveBeenCalled();
    // Memoized: many calls, one import.
    void first('a');
    void first('b');
    expect(imp.importModule).toHaveBeenCalledTimes(1);
  });

  it('a failed load rejects the waiting calls, then the next call retries with a new URL', async () => {
    const win: { MarketplaceSDK?: unknown } = {};
    const imp = fakeImport();
    const stub = installLoader(win, SCRIPT, imp.importModule) as Stub;
    const waiting = stub('mount', '#a', {});
    const failure = new TypeError('Failed to fetch dynamically imported module');
    imp.last().reject(failure);
    await expect(waiting).rejects.toBe(failure);
    expect(stub.q).toHaveLength(0);

    const retried = stub('mount', '#a', {});
    expect(imp.urls).toEqual(['https://market.example.com/sdk/index.js', 'https://market.example.com/sdk/index.js?retry=1']);
    const { sdk } = fakeSdk();
    imp.last().resolve(sdk);
    await expect(retried).resolves.toBe('done:mount');
    // Loaded now: later calls reuse the module.
    await expect(stub('update', '#a', {})).resolves.toBe('done:update');
    expect(imp.importModule).toHaveBeenCalledTimes(2);
  });

  it('a failed load reaches the onError of a queued snippet mount', async () => {
    const onError = vi.fn();
    const snippet = Object.assign(() => undefined, { q: [['mount', '#a', { onError }]] });
    const win: { MarketplaceSDK?: unknown } = { MarketplaceSDK: snippet };
    const imp = fakeImport();
    installLoader(win, SCRIPT, imp.importModule);
    imp.last().reject(new Error('offline'));
    await flush();
    expect(onError).toHaveBeenCalledWith({ code: 'LOAD_FAILED', message: 'offline' });
  });

  it('refuses a module without command()', async () => {
    const win: { MarketplaceSDK?: unknown } = {};
    const imp = fakeImport();
    const stub = installLoader(win, SCRIPT, imp.importModule);
    const call = stub('mount');
    imp.last().resolve({});
    await expect(call).rejects.toThrow('MarketplaceSDK: the SDK module has no command()');
  });
});
