// kit/img.tsx with the data saver (issue: Beyond the spec, item 4): off, list pictures load as
// before (thumbnails as their 320 px copy); on, a list picture is a "tap to show" button and no
// <img>, and a tap loads that one picture without opening the row's link; pictures that load
// anyway (eager ones, saver="load") come as the 480 px copy; other URLs are never rewritten.
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'preact/test-utils';
import { Link } from 'wouter';
import { Img } from '../../../../src/screens/kit/img.js';
import { renderInShell, type Rendered } from '../../harness/render-in-shell.js';
import { MEDIA_ORIGIN } from '../../harness/test-services.js';
import { cleanup, flush, until } from '../../ui/render.js';

afterEach(cleanup);

const PIC = '/uploads/seed/listings/house-1.png';
const srcs = (r: Rendered) => r.$$('img').map((i) => i.getAttribute('src'));

async function rows(saver: 'on' | 'off') {
  const r = renderInShell(
    <ul>
      <li><Link href="/house/details?serviceId=1" className="row-1"><Img src={PIC} alt="" thumb saver="tap" eager /></Link></li>
      <li><Link href="/house/details?serviceId=2" className="row-2"><Img src="/uploads/seed/listings/house-2.png" alt="" /></Link></li>
      <li className="avatar"><Img src="/uploads/seed/avatars/avatar-1.png" alt="" thumb saver="load" /></li>
      <li className="cover"><Img src="/uploads/seed/ads/home-1.png" alt="" eager /></li>
      <li className="outside"><Img src="https://cdn.example/pic.jpg" alt="" eager /></li>
    </ul>,
    { path: '/house/list' },
  );
  act(() => r.stores.dataSaver.choice.set(saver));
  // The button is fetched the first time a picture waits (img-tap.tsx, out of the first paint).
  if (saver === 'on') await until(() => expect(r.$$('.mkt-img-tap').length).toBeGreaterThan(0));
  return r;
}

describe('Img with the data saver off', () => {
  it('loads every picture; thumbnails as their 320 px copy, others as stored', async () => {
    const r = await rows('off');
    expect(r.$$('.mkt-img-tap')).toHaveLength(0);
    expect(srcs(r)).toEqual([
      `${MEDIA_ORIGIN}${PIC}?w=320`,
      `${MEDIA_ORIGIN}/uploads/seed/listings/house-2.png`,
      `${MEDIA_ORIGIN}/uploads/seed/avatars/avatar-1.png?w=320`,
      `${MEDIA_ORIGIN}/uploads/seed/ads/home-1.png`,
      'https://cdn.example/pic.jpg',
    ]);
  });
});

describe('Img with the data saver on', () => {
  it('shows list pictures as tap-to-show surfaces (no <img>, no control inside the row link); the others load small', async () => {
    const r = await rows('on');
    const taps = r.$$('.mkt-img-tap');
    expect(taps).toHaveLength(2);
    expect(taps.map((b) => [b.tagName, b.getAttribute('aria-hidden'), b.textContent])).toEqual([
      ['SPAN', 'true', 'dataSaver.tap'],
      ['SPAN', 'true', 'dataSaver.tap'],
    ]);
    expect(srcs(r)).toEqual([
      `${MEDIA_ORIGIN}/uploads/seed/avatars/avatar-1.png?w=320`,
      `${MEDIA_ORIGIN}/uploads/seed/ads/home-1.png?w=480`,
      'https://cdn.example/pic.jpg',
    ]);
  });

  it('a tap loads that one picture and does not open the row', async () => {
    const r = await rows('on');
    r.click('.row-2 .mkt-img-tap');
    expect(r.history).toEqual(['/house/list']);
    expect(r.$$('.row-2 img').map((i) => i.getAttribute('src'))).toEqual([`${MEDIA_ORIGIN}/uploads/seed/listings/house-2.png?w=480`]);
    expect(r.$$('.row-1 img')).toHaveLength(0);
    expect(r.$$('.mkt-img-tap')).toHaveLength(1);
    // The row itself still opens the listing.
    r.click('.row-2');
    expect(r.history).toEqual(['/house/list', '/house/details?serviceId=2']);
  });

  it('brings the pictures back when the user turns it off', async () => {
    const r = await rows('on');
    act(() => r.stores.dataSaver.choice.set('off'));
    expect(r.$$('.mkt-img-tap')).toHaveLength(0);
    expect(r.$$('img')).toHaveLength(5);
  });

  it('shows nothing to tap for a listing without a picture', async () => {
    const r = renderInShell(<Img src="" alt="" />);
    act(() => r.stores.dataSaver.choice.set('on'));
    await flush();
    expect(r.$$('.mkt-img-tap, img')).toHaveLength(0);
  });
});
