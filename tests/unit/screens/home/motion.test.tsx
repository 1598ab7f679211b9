// Spec §9: carousel autoplay every 5 s, notice rotation every 8 s, both stopped while the kept-alive
// page is hidden, the browser tab is hidden or the user is using them; carousels also stop for
// reduced motion, on the pause button, and never play when rollFlag is 0.
import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdBlock, SysNotify } from '../../../../src/contract/types/home.js';
import { AdCarousel } from '../../../../src/screens/home/ad-carousel.js';
import { NoticeBar } from '../../../../src/screens/home/notice-bar.js';
import { cleanup, click } from '../../ui/render.js';
import { renderInShell } from '../../harness/render-in-shell.js';

const BLOCK: AdBlock = {
  rollFlag: 1,
  adLinksList: [
    { adImg: '/a1.png', accessAddress: '6|45' },
    { adImg: '/a2.png', accessAddress: '2' },
    { adImg: '/a3.png', accessAddress: 'https://example.com' },
  ],
};
const NOTICES: SysNotify[] = [
  { id: 1, accessAddress: '6', notifyContent: 'First' },
  { id: 2, accessAddress: 'https://example.com/help', notifyContent: 'Second' },
  { id: 3, accessAddress: 'garbage', notifyContent: 'Third' },
];

let setActive: (v: boolean) => void = () => undefined;
function Page({ block, notices }: { block?: AdBlock; notices?: SysNotify[] }) {
  const [active, set] = useState(true);
  setActive = set;
  return (
    <>
      {block && <AdCarousel block={block} active={active} eager />}
      {notices && <NoticeBar notices={notices} active={active} />}
    </>
  );
}

vi.setConfig({ testTimeout: 60_000 });

const scrolls: number[] = [];
const originalScrollTo = HTMLElement.prototype.scrollTo;
beforeEach(() => {
  vi.useFakeTimers();
  scrolls.length = 0;
  // happy-dom lays nothing out: give the track a width and record where it is asked to scroll.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 300 });
  HTMLElement.prototype.scrollTo = function (this: HTMLElement, opts?: ScrollToOptions | number) {
    if (typeof opts === 'object' && this.classList.contains('mkt-home-ad-track')) scrolls.push(opts.left ?? 0);
  } as typeof HTMLElement.prototype.scrollTo;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  HTMLElement.prototype.scrollTo = originalScrollTo;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

function openCarousel(block: AdBlock = BLOCK) {
  const host = renderInShell(<Page block={block} />).host;
  const slide = () => [...host.querySelectorAll('.mkt-home-dot')].findIndex((d) => d.classList.contains('mkt-home-dot-on'));
  const root = host.querySelector<HTMLElement>('.mkt-home-ad')!;
  return { host, slide, root };
}

describe('AdCarousel autoplay', () => {
  it('moves to the next slide every 5 s and wraps around', () => {
    const { slide } = openCarousel();
    expect(slide()).toBe(0);
    wait(4999);
    expect(slide()).toBe(0);
    wait(1);
    expect(slide()).toBe(1);
    expect(scrolls).toEqual([300]);
    wait(5000);
    expect(slide()).toBe(2);
    wait(5000);
    expect(slide()).toBe(0);
    expect(scrolls).toEqual([300, 600, 0]);
  });

  it('stops while the page is inactive and starts again with a full 5 s when shown', () => {
    const { slide } = openCarousel();
    wait(3000);
    act(() => setActive(false));
    wait(20_000);
    expect(slide()).toBe(0);
    act(() => setActive(true));
    wait(4999);
    expect(slide()).toBe(0);
    wait(1);
    expect(slide()).toBe(1);
  });

  it('stops while the browser tab is hidden', () => {
    const { slide } = openCarousel();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    wait(20_000);
    expect(slide()).toBe(0);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    wait(5000);
    expect(slide()).toBe(1);
  });

  it('stops while a finger is on it, and goes on after', () => {
    const { slide, root } = openCarousel();
    act(() => void root.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' })));
    wait(20_000);
    expect(slide()).toBe(0);
    act(() => void root.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'touch' })));
    wait(5000);
    expect(slide()).toBe(1);
  });

  it('stops while a mouse hovers it', () => {
    const { slide, root } = openCarousel();
    act(() => void root.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' })));
    wait(20_000);
    expect(slide()).toBe(0);
    act(() => void root.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' })));
    wait(5000);
    expect(slide()).toBe(1);
  });

  it('has a pause button that stops and restarts it', () => {
    const { slide, host } = openCarousel();
    const button = host.querySelector<HTMLButtonElement>('.mkt-home-ad-pause')!;
    expect(button.getAttribute('aria-label')).toBe('home.pause');
    click(button);
    expect(button.getAttribute('aria-label')).toBe('home.play');
    wait(20_000);
    expect(slide()).toBe(0);
    click(button);
    wait(5000);
    expect(slide()).toBe(1);
  });

  it('never plays when rollFlag is 0, and offers no pause button then', () => {
    const { slide, host } = openCarousel({ ...BLOCK, rollFlag: 0 });
    wait(20_000);
    expect(slide()).toBe(0);
    expect(scrolls).toEqual([]);
    expect(host.querySelector('.mkt-home-ad-pause')).toBeNull();
  });

  it('does not play when the user prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), addEventListener() {}, removeEventListener() {} }));
    const { slide, host } = openCarousel();
    wait(20_000);
    expect(slide()).toBe(0);
    expect(host.querySelector('.mkt-home-ad-pause')).toBeNull();
  });

  it('follows a swipe: the slide under the scroll position becomes current, and gets its full 5 s', () => {
    const { slide, host } = openCarousel();
    const track = host.querySelector<HTMLElement>('.mkt-home-ad-track')!;
    wait(3000);
    track.scrollLeft = 600;
    act(() => void track.dispatchEvent(new Event('scroll')));
    wait(20); // the animation frame that reads the position
    expect(slide()).toBe(2);
    wait(4900);
    expect(slide()).toBe(2);
    wait(100);
    expect(slide()).toBe(0);
  });

  it('shows nothing for an empty block, and no dots for a single advert', () => {
    expect(openCarousel({ rollFlag: 1, adLinksList: [] }).host.querySelector('.mkt-home-ad')).toBeNull();
    const single = openCarousel({ rollFlag: 1, adLinksList: [{ adImg: '/a.png', accessAddress: '6' }] });
    expect(single.host.querySelector('.mkt-home-dots')).toBeNull();
    expect(single.host.querySelector('.mkt-home-ad-pause')).toBeNull();
  });
});

describe('NoticeBar rotation', () => {
  function openNotices(notices = NOTICES) {
    const host = renderInShell(<Page notices={notices} />).host;
    const text = () => host.querySelector('.mkt-home-notice-text');
    return { host, text };
  }

  it('shows the next notice every 8 s, each following its own link', () => {
    const { text } = openNotices();
    expect(text()?.textContent).toBe('First');
    expect(text()?.getAttribute('href')).toBe('/house/list');
    wait(7999);
    expect(text()?.textContent).toBe('First');
    wait(1);
    expect(text()?.textContent).toBe('Second');
    expect(text()?.getAttribute('href')).toBe('https://example.com/help');
    wait(8000);
    expect(text()?.textContent).toBe('Third');
    expect(text()?.tagName).toBe('SPAN');
    wait(8000);
    expect(text()?.textContent).toBe('First');
  });

  it('is announced politely', () => {
    const { host } = openNotices();
    const live = host.querySelector('[aria-live]');
    expect(live?.getAttribute('aria-live')).toBe('polite');
    expect(live?.contains(host.querySelector('.mkt-home-notice-text'))).toBe(true);
  });

  it('pauses while the page is inactive', () => {
    const { text } = openNotices();
    act(() => setActive(false));
    wait(30_000);
    expect(text()?.textContent).toBe('First');
    act(() => setActive(true));
    wait(8000);
    expect(text()?.textContent).toBe('Second');
  });

  it('does not rotate a single notice, and shows nothing without notices', () => {
    const one = openNotices([NOTICES[0]!]);
    wait(30_000);
    expect(one.text()?.textContent).toBe('First');
    expect(one.host.querySelector('.mkt-home-notice-count')).toBeNull();
    expect(openNotices([]).host.querySelector('.mkt-home-notice')).toBeNull();
  });
});
