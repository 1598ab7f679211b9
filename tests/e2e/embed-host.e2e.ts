// Issue 4 "Examples and tests": the partner site (examples/host-page, origin A, strict CSP with a
// nonce) mounts the marketplace from the real server (origin B) by script tag and by ES module, in
// iframe and inline mode: handshake and ready, navigate(path) opens that screen, routeChange
// reaches the host, and unmount leaves no frame, shadow host, scroll lock or listener behind.
import { describe, expect, it } from 'vitest';
import { openHostPage } from './fixtures/embed/host-page.js';
import { embedSuite } from './fixtures/embed/origins.js';

const suite = embedSuite();


const ERROR_TITLE = 'Something went wrong';

describe.each([
  ['script-tag', 'iframe'],
  ['script-tag', 'inline'],
  ['es-module', 'iframe'],
  ['es-module', 'inline'],
] as const)('partner page by %s, %s mode', (loader, mode) => {
  it('handshakes, navigates, reports the route to the host, and unmounts without a trace', async () => {
    const host = await openHostPage(suite.browser(), suite.origins().hostPage(loader, mode, '&start=manual'));
    const { page } = host;
    const before = await host.snapshot();
    await host.act('mount');

    const ready = await host.waitForEvent('ready');
    expect(ready).toMatchObject({ mode, instanceKey: 'w1', userId: '', unread: 0, language: 'en' });
    await host.waitForEvent('routeChange', (e) => e.path === '/index');
    const app = host.app(mode);

    if (mode === 'iframe') {
      const iframe = page.locator('#market iframe');
      const src = (await iframe.getAttribute('src')) ?? '';
      expect(src.startsWith(`${suite.origins().market.origin}/embed.html#`)).toBe(true);
      expect(new URLSearchParams(src.split('#')[1]).get('host')).toBe(suite.origins().host.url);
      expect(await iframe.getAttribute('sandbox')).not.toContain('allow-top-navigation');
      // Below the 640 px breakpoint the frame covers the whole phone screen. (Soft: the rest of
      // the test still runs when only the layout is wrong.)
      expect.soft(await iframe.boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 740 });
    } else {
      const shadow = await page.evaluate(`(() => {
        const root = document.querySelector('#market [data-mkt-instance]').shadowRoot;
        const styles = [...root.querySelectorAll('style')];
        const heading = root.querySelector('h1, h2, p');
        return {
          styles: styles.length,
          nonced: styles.filter((s) => s.nonce && s.nonce === Partner.nonce).length,
          font: heading ? getComputedStyle(heading).fontFamily : '',
        };
      })()`) as { styles: number; nonced: number; font: string };
      expect(shadow.styles).toBeGreaterThan(0);
      expect(shadow.nonced).toBe(shadow.styles);
      // The partner's `html { font: Georgia }` stops at the shadow root.
      expect(shadow.font).not.toMatch(/Georgia|Times/);
      // And ours stops there too: the partner's own elements keep the partner's look while mounted.
      const partner = await page.evaluate(`(() => {
        const h1 = getComputedStyle(document.querySelector('header h1'));
        const button = getComputedStyle(document.querySelector('.toolbar button'));
        const body = getComputedStyle(document.body);
        return { h1Font: h1.fontFamily, h1Color: h1.color, buttonBorder: button.borderTopColor, buttonRadius: button.borderTopLeftRadius, bodyMargin: body.margin, bodyBg: getComputedStyle(document.documentElement).backgroundColor };
      })()`) as Record<string, string>;
      expect(partner).toEqual({
        h1Font: expect.stringMatching(/Georgia/), h1Color: 'rgb(255, 255, 255)', buttonBorder: 'rgb(122, 62, 18)',
        buttonRadius: '0px', bodyMargin: '0px', bodyBg: 'rgb(251, 246, 238)',
      });
    }
    await host.shot(`embed-${loader}-${mode}-index`);

    const from = (await host.events()).length;
    await host.act('navigate', '/common/error');
    await app.getByRole('heading', { name: ERROR_TITLE }).waitFor();
    await host.waitForEvent('routeChange', (e) => e.path === '/common/error', from);
    await host.shot(`embed-${loader}-${mode}-error`);

    await host.act('navigate', '/index');
    await host.waitForEvent('routeChange', (e) => e.path === '/index', from);
    await app.getByRole('heading', { name: ERROR_TITLE }).waitFor({ state: 'detached' });

    await host.act('unmount');
    expect(await page.locator('#market').evaluate((el) => el.childElementCount)).toBe(0);
    const after = await host.snapshot();
    expect({ ...after, listeners: undefined }).toEqual({ ...before, listeners: undefined });
    expect(after.listeners, JSON.stringify(after.listeners)).toEqual(before.listeners);
    expect(await host.violations()).toEqual([]);
    expect(host.errors).toEqual([]);
    await host.close();
  });
});
