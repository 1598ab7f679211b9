// The module menu's custom scroll indicator (spec §2 "Other pieces", §9 scroll throttle 10 ms),
// and the small helpers of the home page.
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HomeModule } from '../../../../src/contract/types/home.js';
import { ModuleMenu } from '../../../../src/screens/home/module-menu.js';
import { releaseTime } from '../../../../src/screens/home/release-time.js';
import { measure } from '../../../../src/screens/home/scroll-indicator.js';
import { throttle } from '../../../../src/screens/home/throttle.js';
import { searchPath } from '../../../../src/screens/home/home-header.js';
import { cleanup } from '../../ui/render.js';
import { renderInShell } from '../../harness/render-in-shell.js';

vi.setConfig({ testTimeout: 60_000 });

const MODULES: HomeModule[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 41].map((id) => ({
  id,
  name: `M${id}`,
  iconApp: `/i${id}.png`,
  moduleDescription: `About ${id}`,
}));

describe('measure', () => {
  it.each([
    [{ scrollLeft: 0, scrollWidth: 400, clientWidth: 400 }, { visible: 1, position: 0 }],
    [{ scrollLeft: 0, scrollWidth: 0, clientWidth: 0 }, { visible: 1, position: 0 }],
    [{ scrollLeft: 0, scrollWidth: 800, clientWidth: 400 }, { visible: 0.5, position: 0 }],
    [{ scrollLeft: 200, scrollWidth: 800, clientWidth: 400 }, { visible: 0.5, position: 0.5 }],
    [{ scrollLeft: 400, scrollWidth: 800, clientWidth: 400 }, { visible: 0.5, position: 1 }],
    [{ scrollLeft: 450, scrollWidth: 800, clientWidth: 400 }, { visible: 0.5, position: 1 }],
  ])('%j', (el, expected) => {
    expect(measure(el)).toEqual(expected);
  });
});

describe('ModuleMenu', () => {
  const geometry = { scrollWidth: 432, clientWidth: 360, scrollLeft: 0 };
  beforeEach(() => {
    vi.useFakeTimers();
    for (const key of ['scrollWidth', 'clientWidth', 'scrollLeft'] as const) {
      Object.defineProperty(HTMLElement.prototype, key, {
        configurable: true,
        get(this: HTMLElement) {
          return this.classList.contains('mkt-home-menu-track') ? geometry[key] : 0;
        },
        set(this: HTMLElement, v: number) {
          if (this.classList.contains('mkt-home-menu-track')) geometry[key] = v;
        },
      });
    }
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    for (const key of ['scrollWidth', 'clientWidth', 'scrollLeft']) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
  });

  it('links every tile and moves the indicator thumb with the scroll, at most every 10 ms', () => {
    const host = renderInShell(<ModuleMenu modules={MODULES} />).host;
    expect(host.querySelector('nav')?.getAttribute('aria-label')).toBe('home.menu');
    expect(host.querySelectorAll('.mkt-home-tile')).toHaveLength(11);
    const thumb = () => host.querySelector<HTMLElement>('.mkt-home-ind-thumb')!;
    // 360 of 432 px visible: the thumb is 5/6 of the track, at the start.
    expect(thumb().style.width).toBe(`${(360 / 432) * 100}%`);
    expect(thumb().style.transform).toBe('translateX(0.00%)');

    const track = host.querySelector<HTMLElement>('.mkt-home-menu-track')!;
    const scrollTo = (x: number) => {
      track.scrollLeft = x;
      act(() => void track.dispatchEvent(new Event('scroll')));
    };
    // At the end (first event after a quiet moment: at once): moved by the free part of the
    // track, (1 / (5/6) − 1) = 20 % of its own width.
    act(() => void vi.advanceTimersByTime(50));
    scrollTo(72);
    expect(thumb().style.transform).toBe('translateX(20.00%)');
    // A second event within 10 ms waits for the throttle, then the last position wins.
    scrollTo(36);
    expect(thumb().style.transform).toBe('translateX(20.00%)');
    act(() => void vi.advanceTimersByTime(10));
    expect(thumb().style.transform).toBe('translateX(10.00%)');
  });

  it('hides the indicator when every tile fits', () => {
    geometry.scrollWidth = 360;
    const host = renderInShell(<ModuleMenu modules={MODULES.slice(0, 5)} />).host;
    expect(host.querySelector('.mkt-home-ind')).toBeNull();
    geometry.scrollWidth = 432;
  });
});

describe('throttle', () => {
  it('runs the first call at once, then at most every ms, and always the last one', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const t = throttle(fn, 10);
    t();
    expect(fn).toHaveBeenCalledTimes(1);
    t();
    t();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(2);
    t();
    t.cancel();
    t();
    expect(fn).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });
});

describe('searchPath', () => {
  it.each([
    ['villa', '/article/list?keyWords=villa'],
    ['  villa  à Abidjan ', '/article/list?keyWords=villa++%C3%A0+Abidjan'],
    ['a&b=c#d', '/article/list?keyWords=a%26b%3Dc%23d'],
    ['', '/article/list'],
    ['   ', '/article/list'],
  ])('%j -> %s', (text, path) => {
    expect(searchPath(text)).toBe(path);
  });
});

describe('releaseTime', () => {
  const now = new Date(2024, 2, 5, 18, 0);
  it('shows the time for today, day and month this year, and the year before that', () => {
    expect(releaseTime(new Date(2024, 2, 5, 9, 30).toISOString(), 'en', now)).toMatch(/09:30/);
    expect(releaseTime(new Date(2024, 0, 12, 9, 30).toISOString(), 'en', now)).toBe('Jan 12');
    expect(releaseTime(new Date(2023, 11, 24).toISOString(), 'fr', now)).toMatch(/24 déc\.? 2023/);
    expect(releaseTime(new Date(2024, 0, 12).toISOString(), 'cn', now)).toBe('1月12日');
    expect(releaseTime('not a date', 'en', now)).toBe('');
  });
});
