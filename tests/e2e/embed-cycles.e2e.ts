// Issue 4 "SDK" 2: unmount undoes every side effect. The partner page (origin A) mounts the
// marketplace (origin B) and unmounts it 50 times in a real Chromium, in iframe mode through the
// script-tag loader and in inline mode through the ES module; afterwards the page holds exactly the
// listeners, workers, sockets, intervals, frames, shadow hosts and head styles it had before the
// first mount (counted by fixtures/embed/instrument.js), and a 51st mount still works.
import { describe, expect, it } from 'vitest';
import { openHostPage } from './fixtures/embed/host-page.js';
import { embedSuite } from './fixtures/embed/origins.js';

const suite = embedSuite();


const CYCLES = 50;

describe.each([
  ['script-tag', 'iframe'],
  ['es-module', 'inline'],
] as const)('%s page, %s mode', (loader, mode) => {
  it(`${CYCLES} mount/unmount cycles leave nothing behind`, async () => {
    const host = await openHostPage(suite.browser(), suite.origins().hostPage(loader, mode, '&start=manual'));
    const { page } = host;
    // The script-tag page: wait for the loader to replace the snippet's stub (then calls return promises).
    await page.waitForFunction(() => {
      const sdk = (window as { MarketplaceSDK?: { v?: number } }).MarketplaceSDK;
      return sdk === undefined || sdk.v === 1;
    });
    const before = await host.snapshot();

    const started = Date.now();
    const cycles = (await page.evaluate(`(async () => {
      const seen = [];
      for (let i = 0; i < ${CYCLES}; i++) {
        await partner.mount();
        // Mounted means: the app is there and the page is locked below the breakpoint.
        seen.push(document.querySelectorAll('#market iframe, #market [data-mkt-instance]').length);
        await partner.unmount();
      }
      return seen;
    })()`)) as number[];
    const ms = Date.now() - started;
    console.log(`${loader}/${mode}: ${CYCLES} cycles in ${ms} ms`);

    expect(cycles).toEqual(Array(CYCLES).fill(1));
    const events = await host.events();
    expect(events.filter((e) => e.name === 'ready')).toHaveLength(CYCLES);
    expect(events.filter((e) => e.name === 'error' || e.name === 'failed')).toEqual([]);
    // Every instance got the first key again: the registry released it each time.
    expect(new Set(events.filter((e) => e.name === 'ready').map((e) => e.data?.instanceKey))).toEqual(new Set(['w1']));

    const after = await host.snapshot();
    expect(after.listeners, JSON.stringify(after.listeners)).toEqual(before.listeners);
    expect({ ...after, listeners: null }).toEqual({ ...before, listeners: null });
    expect(after.iframes).toBe(0);
    expect(after.shadowHosts).toBe(0);
    expect(after.workers).toBe(0);

    // Still usable after all that; and the probe does see what a mounted instance holds.
    await host.act('mount');
    await host.waitForEvent('ready', () => true, events.length);
    await host.act('navigate', '/common/error');
    await host.app(mode).getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await host.shot(`embed-cycles-${mode}-after-${CYCLES}`);
    const mounted = await host.snapshot();
    expect(mounted.listeners.length).toBeGreaterThan(before.listeners.length);
    expect(mounted.iframes + mounted.shadowHosts).toBe(1);
    expect(mounted.htmlStyle).toContain('overflow: hidden'); // full screen below the breakpoint
    await host.act('unmount');
    expect(await host.snapshot()).toEqual(before);
    expect(await host.violations()).toEqual([]);
    expect(host.errors).toEqual([]);
    await host.close();
  });
});
