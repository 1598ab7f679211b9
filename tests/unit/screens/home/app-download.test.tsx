// /appDownloadPage (spec §1 "store links: a store page, a server-provided installer file and an iOS
// store link", §7 "app download by appType 2 (appFilePath)").
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../../../src/contract/endpoints.js';
import { click, deferred, flush } from '../../ui/render.js';
import { ok, type Answer } from '../../harness/fake-api.js';
import { closeAll, openRoute } from '../../harness/open-route.js';

vi.setConfig({ testTimeout: 60_000 });

const PATH = ENDPOINTS.getAppDownload.path;
const REPLY = {
  appFilePath: '/uploads/seed/app/marketplace-android.apk',
  storeUrl: 'https://play.google.com/store/apps/details?id=com.example.marketplace',
  iosUrl: 'https://apps.apple.com/app/id0000000000',
};

// Loaded up front, so opening the route does not wait for the chunk's transform inside a test.
beforeAll(() => import('../../../../src/screens/app-download/index.js'), 120_000);
afterEach(closeAll);

async function open(answer: Answer) {
  const page = await openRoute('/appDownloadPage', { answers: { [PATH]: answer }, ready: '.mkt-dl' });
  const host = page.frame('/appDownloadPage')!;
  const links = () => [...host.querySelectorAll<HTMLAnchorElement>('.mkt-dl-btn')];
  return { ...page, host, links };
}

describe('/appDownloadPage', () => {
  it('asks for appType 2 and offers the store page, the iOS store and the server installer file', async () => {
    const { host, links, callsTo } = await open(() => ok(REPLY));
    await flush();
    expect(callsTo(PATH).map((c) => c.body)).toEqual([{ appType: 2 }]);
    expect(links().map((a) => a.getAttribute('href'))).toEqual([
      REPLY.storeUrl,
      REPLY.iosUrl,
      'https://media.test/uploads/seed/app/marketplace-android.apk',
    ]);
    for (const a of links()) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toContain('noopener');
    }
    expect(links()[2]?.hasAttribute('download')).toBe(true);
    expect(links()[0]?.hasAttribute('download')).toBe(false);
    expect(host.textContent).toContain('home.appDownload.fileHint');
  });

  it('has a back button to /index and a page heading', async () => {
    const { host } = await open(() => ok(REPLY));
    await flush();
    expect(host.querySelector('header a')?.getAttribute('href')).toBe('/index');
    expect(host.querySelector('h1')?.textContent).toBe('home.appDownload.title');
  });

  it('offers only what the server gives, and never a non-web store address', async () => {
    const { host, links } = await open(() => ok({ appFilePath: '/uploads/app.apk', storeUrl: 'javascript:alert(1)' }));
    await flush();
    expect(links().map((a) => a.getAttribute('href'))).toEqual(['https://media.test/uploads/app.apk']);
    expect(host.innerHTML).not.toContain('javascript:');
  });

  it('says so when there is nothing to download', async () => {
    const { host, links } = await open(() => ok({ appFilePath: '' }));
    await flush();
    expect(links()).toHaveLength(0);
    expect(host.textContent).toContain('home.appDownload.none');
  });

  it('shows a loading state, then the retry text on failure, and asks again when tapped', async () => {
    let fail = true;
    // The first reply waits, so the loading state can be seen.
    const first = deferred<void>();
    const { host, links, callsTo } = await open(async () => {
      await first.promise;
      return fail ? { code: 4404, message: 'x', customData: null } : ok(REPLY);
    });
    expect(host.querySelector('[role="status"]')).not.toBeNull();
    first.resolve();
    await flush();
    const retry = host.querySelector<HTMLButtonElement>('.mkt-list-retry')!;
    expect(retry.textContent).toBe('list.requestFailed');
    fail = false;
    click(retry);
    await flush();
    expect(callsTo(PATH)).toHaveLength(2);
    expect(links()).toHaveLength(3);
  });
});
