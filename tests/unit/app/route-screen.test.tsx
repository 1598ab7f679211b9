import type { ComponentChild } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { atom } from 'nanostores';
import { RouteScreen } from '../../../src/app/route-screen.js';
import { ShellContext } from '../../../src/app/use-shell.js';
import { createDialogs } from '../../../src/ui/dialogs.js';
import { CHUNK_TIMEOUT_MS } from '../../../src/contract/constants.js';
import type { ScreenModule, ScreenLoader } from '../../../src/app/screens.js';
import type { ScreenProps } from '../../../src/routes/route-types.js';
import type { RouteScreenProps } from '../../../src/app/route-screen.js';
import { cleanup, click, deferred, flush, mount } from '../ui/render.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const Screen = ({ query, active }: ScreenProps) => <h1>{`screen ${query.get('id')} ${String(active)}`}</h1>;
const props = (loader: ScreenLoader | undefined): RouteScreenProps => ({
  route: { path: '/x/y', group: 'x' },
  loader,
  query: new URLSearchParams('id=7'),
  active: true,
});

describe('RouteScreen (spec §8 chunk-load error)', () => {
  // Every spec route has its screen now; a route added to the table before its screen still
  // resolves to this page, never to a dead end.
  it('shows "not available yet" with a link home for a route whose screen is not built', () => {
    const host = mount(<RouteScreen {...props(undefined)} />);
    expect(host.querySelector('h1')?.textContent).toBe('app.notAvailable');
    expect(host.querySelector('a')?.getAttribute('href')).toBe('/index');
  });

  it('shows loading, then the screen with its props', async () => {
    const chunk = deferred<ScreenModule>();
    const host = mount(<RouteScreen {...props(() => chunk.promise)} />);
    expect(host.querySelector('[role="status"]')?.textContent).toBe('app.loading');
    chunk.resolve({ default: Screen });
    await flush();
    expect(host.querySelector('h1')?.textContent).toBe('screen 7 true');
  });

  it('shows the chunk-load error with a retry that loads again', async () => {
    let attempts = 0;
    const loader = () => (++attempts === 1 ? Promise.reject(new Error('chunk 404')) : Promise.resolve({ default: Screen }));
    const host = mount(<RouteScreen {...props(loader)} />);
    await flush();
    const alert = host.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('errors.chunkLoad');
    await click(alert?.querySelector('button'));
    await flush();
    expect(attempts).toBe(2);
    expect(host.querySelector('h1')?.textContent).toBe('screen 7 true');
  });

  it('gives up after the 120 s chunk timeout', async () => {
    vi.useFakeTimers();
    const host = mount(<RouteScreen {...props(() => new Promise<ScreenModule>(() => {}))} />);
    act(() => {
      vi.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1);
    });
    expect(host.querySelector('[role="alert"]')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(host.querySelector('[role="alert"]')?.textContent).toContain('errors.chunkLoad');
  });

  it('renders "not available yet" when the route has no screen', () => {
    const host = mount(<RouteScreen {...props(undefined)} />);
    expect(host.querySelector('h1')?.textContent).toBe('app.notAvailable');
  });
});

describe('RouteScreen and the two locale parts (locales/parts.mjs)', () => {
  const inShell = (node: ComponentChild, complete: () => Promise<void>) => (
    <ShellContext.Provider value={{ stores: { userId: atom(''), totalUnread: atom(0) }, i18n: { t: (k) => k, language: 'en', complete }, dialogs: createDialogs(), services: undefined, navigate: () => undefined }}>
      {node}
    </ShellContext.Provider>
  );

  it('a screen waits for the whole locale; a first-paint screen does not', async () => {
    const locale = deferred<void>();
    const loader = () => Promise.resolve({ default: Screen });
    const host = mount(inShell(<RouteScreen {...props(loader)} />, () => locale.promise));
    await flush();
    expect(host.querySelector('h1')).toBeNull();
    expect(host.querySelector('[role="status"]')?.textContent).toBe('app.loading');
    locale.resolve();
    await flush();
    expect(host.querySelector('h1')?.textContent).toBe('screen 7 true');

    const never = () => new Promise<void>(() => undefined);
    const first = { ...props(() => Promise.resolve({ default: Screen })), route: { path: '/index', group: 'home', firstPaint: true } };
    const home = mount(inShell(<RouteScreen {...first} />, never));
    await flush();
    expect(home.querySelector('h1')?.textContent).toBe('screen 7 true');
  });

  it('a locale that cannot be fetched shows the chunk-load error, and retry asks again', async () => {
    let attempts = 0;
    const complete = () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve());
    const host = mount(inShell(<RouteScreen {...props(() => Promise.resolve({ default: Screen }))} />, complete));
    await flush();
    click(host.querySelector('[role="alert"] button'));
    await flush();
    expect(host.querySelector('h1')?.textContent).toBe('screen 7 true');
    expect(attempts).toBe(2);
  });
});
