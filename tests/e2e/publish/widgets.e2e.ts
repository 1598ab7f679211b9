// The publish form's pictures and content widgets (issue "Publishing", spec §2 "Pictures", §3
// content, §5 "Images", §7 uploadImg) in a real Chromium at 360×740 against the real server: the
// page (fixtures/publish-widgets) renders the REAL PictureField and RichTextField with the real
// API client (XMLHttpRequest uploads with progress), the Comlink worker and i18n, logged in as a
// seeded user. Two pictures, one a generated 12 MP JPEG above 2 MB, go compressed and with progress;
// a failed upload shows retry and retrying keeps the others; reorder changes the sort; remove
// works. The editor: typing, bold, a list, and a paste that brings only allowed tags.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_TAGS } from '../../../src/screens/kit/rich-text/editor-html.js';
import { decodeReply } from '../../../src/contract/envelope.js';
import { htmlToPlain } from '../../../src/contract/validation/plain-text.js';
import { launchBrowser, phoneContext, watchErrors } from '../harness/browser.js';
import { buildFixturePage, buildWorker } from '../harness/fixture-page.js';
import { PICTURE_LIMIT as LIMIT, photo12mp, smallPicture } from '../harness/photos.js';
import { startMarketServer, type MarketServer } from '../harness/market-server.js';
import { loginOverApi, type LoggedIn } from '../harness/session.js';
import { serveDir, type StaticServer } from '../harness/static-server.js';

const ARTIFACTS = 'tests/e2e/.artifacts';

let dir = '';
let site: StaticServer;
let server: MarketServer;
let browser: Browser;
let login: LoggedIn;
let bigJpeg: Buffer;

/** The page script (ES, with its lazy chunks) and the worker (classic script), as the app ships it. */
async function buildPage(out: string): Promise<void> {
  await Promise.all([buildWorker(join(out, 'worker.js')), buildFixturePage('tests/e2e/fixtures/publish-widgets/page-entry.tsx', out)]);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mkt-widgets-'));
  [server, browser, , bigJpeg] = await Promise.all([startMarketServer(), launchBrowser(), buildPage(dir), photo12mp()]);
  // Another origin than the API server's, as the standalone app on a CDN or a partner page.
  site = await serveDir(dir, { host: '127.0.0.2' });
  login = await loginOverApi(server.origin, 'member');
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function open(lang = 'en'): Promise<Page> {
  const context = await phoneContext(browser);
  await context.addInitScript((l) => {
    (window as unknown as { mktLogin: unknown }).mktLogin = l;
  }, { userId: login.userId, Authorization: login.Authorization });
  const page = await context.newPage();
  await page.goto(`${site.url}/?server=${encodeURIComponent(server.origin)}&lang=${lang}`);
  await page.locator('body[data-ready]').waitFor();
  return page;
}

type Seen = { progress: number[]; statuses: string[]; compressingNotice: boolean; uploads: { name: string; size: number }[]; notices: string[]; busy: boolean[] };
const seenOf = (page: Page) => page.evaluate(() => (window as unknown as { mktSeen: Seen }).mktSeen);
const valueOf = async (page: Page) => JSON.parse(await page.locator('#pictures').textContent() ?? '[]') as { imgPath: string; sort: number }[];
const tiles = (page: Page) => page.locator('.mkt-pics-grid > li[data-status]');
const statusesOf = (page: Page) => tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));

describe('publish widgets against the real server', () => {
  it('pictures: compressed above 2 MB, progress to 100, retry of a failed one, reorder, remove', async () => {
    const page = await open();
    const errors = watchErrors(page);
    expect(await page.evaluate(() => document.body.dataset.ready)).toBe('worker');
    const input = page.locator('input[type=file]');
    expect(await input.getAttribute('accept')).toBe('.jpg,.jpeg,.png,image/jpeg,image/png');
    expect(await input.getAttribute('capture')).toBeNull();
    expect(await input.getAttribute('multiple')).not.toBeNull();

    // What went on the wire: each upload request's body size.
    const wire: number[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/user/v1/upload/uploadImg')) void r.allHeaders().then((h) => wire.push(Number(h['content-length'] ?? r.postDataBuffer()?.length ?? -1)));
    });
    // A slow upload link (about 3G's), so progress is seen on its way and on screen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 100, downloadThroughput: 400_000, uploadThroughput: 250_000 });

    expect(bigJpeg.length).toBeGreaterThan(LIMIT);
    await input.setInputFiles([
      { name: 'villa.jpg', mimeType: 'image/jpeg', buffer: bigJpeg },
      { name: 'plan.png', mimeType: 'image/png', buffer: await smallPicture(200, 'png') },
    ]);
    // The big one is compressed first (its notice shown), the small one uploads meanwhile.
    // Read from the page's own record of every state shown: a loaded machine may finish the
    // compression before a poll of the live page would catch it.
    await expect.poll(async () => (await seenOf(page)).statuses).toContain('compressing');
    await expect.poll(async () => (await seenOf(page)).notices).toContain('Compressing picture…');
    expect((await seenOf(page)).busy).toContain(true);
    // Compressed, the big one goes up the slow link (about 5 s): its bar is seen on its way.
    const bar = page.getByRole('progressbar', { name: 'Uploading picture 1' });
    const now = async () => ((await bar.count()) ? Number(await bar.getAttribute('aria-valuenow', { timeout: 500 }).catch(() => '0')) : 0);
    await expect.poll(now, { timeout: 60_000, interval: 50 }).toBeGreaterThan(0);
    await page.screenshot({ path: `${ARTIFACTS}/widgets-pictures-uploading.png` });

    await expect.poll(() => statusesOf(page), { timeout: 90_000 }).toEqual(['done', 'done']);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    // The field reports 'not busy' from an effect after the render that shows both done, and the
    // page renders that report once more: poll rather than read at once.
    await expect.poll(() => page.locator('#busy').textContent()).toBe('false');
    const seen = await seenOf(page);
    expect(seen.compressingNotice).toBe(true);
    expect(seen.statuses).toContain('compressing');
    // Both bars went up to 100, through values in between on the slow link.
    expect(seen.progress.filter((p) => p === 100).length).toBeGreaterThanOrEqual(2);
    expect(seen.progress.some((p) => p > 0 && p < 100)).toBe(true);
    // The 12 MP picture went compressed below the limit; the small one unchanged.
    const villa = seen.uploads.find((u) => u.name === 'villa.jpg')!;
    expect(villa.size).toBeLessThan(LIMIT);
    expect(villa.size).toBeGreaterThan(0);
    expect(seen.uploads.find((u) => u.name === 'plan.png')!.size).toBeLessThan(LIMIT);
    // On the wire too: two requests, each the picture plus the multipart envelope, none above 2 MB.
    await expect.poll(() => wire.length).toBe(2);
    expect(Math.max(...wire)).toBeLessThan(LIMIT);
    for (const u of seen.uploads) expect(wire.some((w) => w > u.size && w - u.size < 2048)).toBe(true);

    let value = await valueOf(page);
    expect(value.map((f) => f.sort)).toEqual([1, 2]);
    for (const f of value) {
      expect(f.imgPath).toMatch(/^\/uploads\//);
      expect((await fetch(server.origin + f.imgPath)).status).toBe(200);
    }
    const [first, second] = value.map((f) => f.imgPath);

    // A refused type says so and is not taken.
    await input.setInputFiles([{ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }]);
    await expect.poll(() => page.getByRole('alert').allInnerTexts()).toContain('Only jpg, png and jpeg pictures are allowed');
    expect(await tiles(page).count()).toBe(2);

    // The third upload breaks on the way (the connection drops): it fails alone, with retry.
    let broken = 0;
    await page.route('**/user/v1/upload/uploadImg', async (route) => {
      if (broken++ === 0) await route.abort('connectionreset');
      else await route.continue();
    });
    await input.setInputFiles([{ name: 'garden.jpg', mimeType: 'image/jpeg', buffer: await smallPicture(100, 'jpeg') }]);
    await expect.poll(() => statusesOf(page)).toEqual(['done', 'done', 'failed']);
    expect(await page.getByRole('alert').allInnerTexts()).toContain('Picture 3: Uploading failed');
    expect((await valueOf(page)).map((f) => f.imgPath)).toEqual([first, second]);
    await page.screenshot({ path: `${ARTIFACTS}/widgets-pictures-failed.png` });

    await page.getByRole('button', { name: 'Retry picture 3' }).click();
    await expect.poll(() => statusesOf(page)).toEqual(['done', 'done', 'done']);
    expect(broken).toBe(2);
    await page.unroute('**/user/v1/upload/uploadImg');
    value = await valueOf(page);
    expect(value.slice(0, 2).map((f) => f.imgPath)).toEqual([first, second]);
    const third = value[2]!.imgPath;
    expect(value.map((f) => f.sort)).toEqual([1, 2, 3]);

    // Reorder with the buttons (a finger's tap): the third becomes second, focus follows it.
    await page.getByRole('button', { name: 'Move picture 3 earlier' }).tap();
    await expect.poll(() => valueOf(page)).toEqual([{ imgPath: first, sort: 1 }, { imgPath: third, sort: 2 }, { imgPath: second, sort: 3 }]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move picture 2 earlier');
    await page.keyboard.press('Enter'); // the keyboard moves it on
    await expect.poll(() => valueOf(page)).toEqual([{ imgPath: third, sort: 1 }, { imgPath: first, sort: 2 }, { imgPath: second, sort: 3 }]);
    // The first picture cannot move earlier: its button is disabled and out of the way.
    expect(await tiles(page).first().locator('.mkt-pics-earlier').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Move picture 1 earlier' }).count()).toBe(0);

    // Remove: the value closes up, sort 1..n again.
    await page.getByRole('button', { name: 'Remove picture 2' }).tap();
    await expect.poll(() => valueOf(page)).toEqual([{ imgPath: third, sort: 1 }, { imgPath: second, sort: 2 }]);
    expect(await tiles(page).count()).toBe(2);

    // Fixed tiles: every cell of the grid is the same square, whatever the picture.
    const boxes = await page.locator('.mkt-pics-grid > li').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => [Math.round(r.width), Math.round(r.height)]));
    expect(new Set(boxes.map((b) => b.join('x'))).size).toBe(1);
    expect(boxes[0]![0]).toBe(boxes[0]![1]);
    // Every button of a tile is a 44 px target.
    const targets = await page.locator('.mkt-pics-btn').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)));
    expect(Math.min(...targets)).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: `${ARTIFACTS}/widgets-pictures-done.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000); // a 12 MP picture compressed and sent over a slow link, on a shared machine

  it('pictures of a listing being edited are shown and kept; in French', async () => {
    const context = await phoneContext(browser, 'fr-FR');
    const page = await context.newPage();
    // A real upload first, as the listing's existing picture.
    const kept = await page.request.post(`${server.origin}/user/v1/upload/uploadImg`, {
      headers: { Authorization: login.Authorization },
      multipart: { moduleId: '6', areaId: 'CIV', multipartFile: { name: 'old.png', mimeType: 'image/png', buffer: await smallPicture(30, 'png') } },
    });
    const decoded = decodeReply(await kept.text());
    if (!decoded.ok) throw new Error('uploadImg reply not decodable');
    const path = (decoded.value.customData as { imgPath: string }[])[0]!.imgPath;
    await page.goto(`${site.url}/?server=${encodeURIComponent(server.origin)}&lang=fr&pictures=${encodeURIComponent(JSON.stringify([{ imgPath: path, sort: 0 }]))}`);
    await page.locator('body[data-ready]').waitFor();
    await expect.poll(() => statusesOf(page)).toEqual(['done']);
    await expect.poll(() => page.locator('.mkt-pics-grid img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
    expect(await page.getByRole('button', { name: 'Retirer la photo 1' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /Ajouter des photos/ }).innerText()).toContain('1 / 6');
    // Kept as it was, numbered from 1.
    expect(await valueOf(page)).toEqual([{ imgPath: path, sort: 1 }]);
    await page.screenshot({ path: `${ARTIFACTS}/widgets-pictures-edit-fr.png` });
    await context.close();
  });

  it('editor: typing, bold, a list, undo; a paste brings only allowed tags; the counter counts text', async () => {
    const page = await open();
    const errors = watchErrors(page);
    const box = page.getByRole('textbox', { name: 'Description' });
    expect(await box.getAttribute('aria-multiline')).toBe('true');
    const html = () => page.locator('#html').textContent();
    const bold = page.getByRole('button', { name: 'Bold' });

    await box.click();
    await page.keyboard.type('Belle villa ');
    expect(await bold.getAttribute('aria-pressed')).toBe('false');
    await bold.click();
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('neuve');
    await bold.click();
    await page.keyboard.type(' à Cocody');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Piscine');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Jardin');
    await expect.poll(() => page.getByRole('button', { name: 'Bulleted list' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(html).toBe('<p>Belle villa <strong>neuve</strong> à Cocody</p><ul><li>Piscine</li><li>Jardin</li></ul>');

    // Undo is the browser's: the last word goes.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(html).not.toContain('Jardin');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(html).toContain('<li>Jardin</li>');

    // A paste from another site: styles, classes, scripts, pictures and handlers go; words stay.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter'); // out of the list
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/html', '<meta charset="utf-8"><span style="color:red;font-size:40px" class="evil">Rouge</span><script>window.pwned = 1</script>'
        + '<img src="https://other.example/x.png" onerror="window.pwned = 2"><b onclick="window.pwned = 3">gras</b> <a href="javascript:alert(1)">lien</a>'
        + '<h1 style="x">Titre</h1><div class="c"><i>fin</i></div>');
      data.setData('text/plain', 'Rouge gras lien Titre fin');
      const target = document.querySelector('[role=textbox]')!;
      target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect.poll(html).toContain('Titre');
    const out = (await html())!;
    const tags = new Set([...out.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase()));
    expect([...tags].every((t) => (EDITOR_TAGS as readonly string[]).includes(t))).toBe(true);
    expect(out).not.toMatch(/style|class|script|img|onclick|onerror|javascript|span|pwned/i);
    expect(out).toContain('Rouge');
    expect(out).toContain('<strong>gras</strong>');
    expect(out).toContain('<h3>Titre</h3>');
    expect(out).toContain('<em>fin</em>');
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();

    // Leaving the box: what it shows is what is saved (no span or style left in the page either).
    await page.locator('body').click({ position: { x: 5, y: 730 } });
    expect(await box.evaluate((el) => el.querySelectorAll('span,script,img,[style],[class]').length)).toBe(0);
    // The counter counts the plain text, not the markup.
    const n = htmlToPlain((await html())!).length;
    expect(await page.locator('.mkt-rte-count [aria-hidden]').innerText()).toBe(`${n} / 10,000`);
    // Said in full to a screen reader, through the box's description.
    const described = (await box.getAttribute('aria-describedby'))!.split(' ');
    expect(await page.locator(`[id="${described[0]}"]`).evaluate((e) => e.textContent)).toContain(`${n} of 10,000 characters`);
    await box.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/widgets-editor.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('editor: a body from outside (a draft, a listing being edited) is shown cleaned; Chinese counter', async () => {
    const context = await phoneContext(browser, 'zh-CN');
    const page = await context.newPage();
    const body = '<p>别墅 <b>出租</b></p><script>window.pwned = 1</script><img src=x onerror="window.pwned = 2"><ol><li>泳池</li></ol>';
    await page.goto(`${site.url}/?server=${encodeURIComponent(server.origin)}&lang=cn&html=${encodeURIComponent(body)}`);
    await page.locator('body[data-ready]').waitFor();
    const box = page.getByRole('textbox');
    expect(await box.innerHTML()).toBe('<p>别墅 <strong>出租</strong></p><ol><li>泳池</li></ol>');
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    await expect.poll(() => page.getByRole('toolbar').getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))))
      .toEqual(['加粗', '斜体', '项目符号列表', '编号列表', '小标题', '撤销', '重做']);
    expect(await page.locator('.mkt-rte-count [aria-hidden]').innerText()).toBe(`${'别墅 出租 泳池'.length} / 10,000`);
    await context.close();
  });
});
