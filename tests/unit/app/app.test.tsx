import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { flush, until } from '../ui/render.js';
import { openRoute, type Screen } from '../harness/open-route.js';

let h: Screen | undefined;
afterEach(() => {
  h?.unmount();
  h = undefined;
});

const tabLabels = (nav: Element | null) => [...(nav?.querySelectorAll('a') ?? [])].map((a) => a.querySelector('span')?.textContent);

describe('app shell (memory location)', () => {
  it('redirects / to /index and shows the four-tab bar, home current', async () => {
    h = await openRoute('/');
    expect(h.shown()).toBe('/index');
    expect(h.changes.at(-1)?.[0]).toBe('/index');
    expect(tabLabels(h.nav())).toEqual(['tabs.home', 'tabs.discover', 'tabs.message', 'tabs.login']);
    const current = h.nav()?.querySelectorAll('[aria-current="page"]');
    expect(current?.length).toBe(1);
    expect(current?.[0]?.getAttribute('href')).toBe('/index');
    expect(h.nav()?.getAttribute('aria-label')).toBe('tabs.label');
  });

  it('shows the real texts of the chosen language when asked for locales (spec §9)', async () => {
    h = await openRoute('/', { language: 'fr', locales: true });
    const fr = (await import('../../../locales/fr.json')).default;
    expect(tabLabels(h.nav())).toEqual([fr.tabs.home, fr.tabs.discover, fr.tabs.message, fr.tabs.login]);
    expect(tabLabels(h.nav())).not.toContain('tabs.home');
  });

  it('labels the last tab account once a user id is stored', async () => {
    h = await openRoute('/');
    act(() => h!.stores.session.userId.set('u-1'));
    expect(tabLabels(h.nav())[3]).toBe('tabs.account');
  });

  it('shows the unread badge only above zero, with an "N unread" label', async () => {
    h = await openRoute('/');
    expect(h.el.querySelector('.mkt-badge')).toBeNull();
    act(() => h!.stores.chat.unreadTotal.set(3));
    const messages = h.nav()?.querySelector('a[href="/message/list"]');
    expect(messages?.querySelector('.mkt-badge')?.textContent).toBe('3');
    expect(messages?.querySelector('.mkt-sr')?.textContent).toBe('tabs.unread{"count":3}');
    act(() => h!.stores.chat.unreadTotal.set(0));
    expect(h.el.querySelector('.mkt-badge')).toBeNull();
  });

  it('hides the tab bar on /discover/share and on routes without the flag', async () => {
    h = await openRoute('/');
    await h.go('/discover/findPage');
    expect(h.nav()).not.toBeNull();
    // Writing a post needs a login (its guard), so a stored user id lets the route show.
    act(() => h!.stores.session.userId.set('u-1'));
    await h.go('/discover/share');
    expect(h.shown()).toBe('/discover/share');
    expect(h.nav()).toBeNull();
    await h.go('/land/details?serviceId=1');
    expect(h.nav()).toBeNull();
  });

  it('guards /usercenter/userInfo and /message/list: /login without a user id', async () => {
    h = await openRoute('/');
    await h.go('/usercenter/userInfo');
    expect(h.shown()).toBe('/login');
    await h.go('/message/list');
    expect(h.shown()).toBe('/login');
    expect(h.changes.some(([p]) => p === '/message/list' || p === '/usercenter/userInfo')).toBe(false);
  });

  it('lets a stored user through the guard, and sends them to /login when the id is cleared', async () => {
    h = await openRoute('/', { userId: 'u-1' });
    await h.go('/usercenter/userInfo');
    expect(h.shown()).toBe('/usercenter/userInfo');
    act(() => h!.stores.session.userId.set(''));
    await flush();
    expect(h.shown()).toBe('/login');
  });

  it('redirects module roots keeping the query, and unknown paths to /index', async () => {
    h = await openRoute('/');
    await h.go('/article?keyWords=sofa');
    expect(h.shown()).toBe('/article/list');
    expect(h.changes.at(-1)?.[0]).toBe('/article/list?keyWords=sofa');
    await h.go('/usercenter');
    expect(h.shown()).toBe('/login'); // -> userInfo -> guard
    await h.go('/no/such/page');
    expect(h.shown()).toBe('/index');
  });

  it('opens /common/quickpublish as /common/quickPublish', async () => {
    h = await openRoute('/');
    await h.go('/common/quickpublish');
    expect(h.shown()).toBe('/common/quickPublish');
    expect(h.changes.at(-1)?.[1].path).toBe('/common/quickPublish');
  });

  it('lazily loads the /common/error screen chunk', async () => {
    h = await openRoute('/');
    await h.go('/common/error');
    const page = h.frame('/common/error');
    await until(() => expect(page?.querySelector('h1')?.textContent).toBe('app.errorTitle'));
    expect(page?.textContent).toContain('app.errorHint');
    expect(page?.querySelector('a')?.getAttribute('href')).toBe('/index');
  });

  it('keeps /index mounted while away and restores its scroll position', async () => {
    h = await openRoute('/');
    const index = h.frame('/index')!;
    // The home chunk loads lazily: on a busy machine the frame still shows "loading" here.
    await until(() => expect(index.querySelector('.mkt-home')).not.toBeNull(), 20_000);
    const marker = index.firstElementChild;
    expect(marker?.className).toBe('mkt-home');
    index.scrollTop = 300;
    act(() => {
      index.dispatchEvent(new Event('scroll'));
    });
    await h.go('/land/details?serviceId=9');
    expect(h.frame('/index')).toBe(index);
    expect(index.hidden).toBe(true);
    index.scrollTop = 0; // what display:none does to a scroll position in browsers
    await h.go('/house/details');
    expect(h.frame('/land/details')).toBeNull(); // not kept alive: gone
    await h.go('/index');
    expect(h.frame('/index')).toBe(index);
    expect(index.hidden).toBe(false);
    expect(index.firstElementChild).toBe(marker); // same DOM, not re-created
    expect(index.scrollTop).toBe(300);
  });

  it('unmount removes its style and root and can mount again', async () => {
    h = await openRoute('/');
    expect(h.el.querySelector('style')?.textContent).toContain('.mkt-tabbar');
    expect(document.head.querySelector('style')).toBeNull();
    act(() => h!.app.unmount());
    expect(h.el.childNodes.length).toBe(0);
    act(() => h!.app.mount(h!.el));
    await flush();
    expect(h.shown()).toBe('/index');
  });

  it('exposes UI effects that render dialogs and toasts', async () => {
    h = await openRoute('/');
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = h!.app.effects.confirm('go?', { cancel: false });
      h!.app.effects.toast('hello');
    });
    // The dialog and toast hosts are loaded on first use (a dynamic import): wait for them.
    await until(() => {
      expect(h!.el.querySelector('[role="dialog"]')?.textContent).toContain('go?');
      expect(h!.el.querySelector('[role="status"].mkt-toasts')?.textContent).toBe('hello');
    }, 10_000);
    act(() => (h!.el.querySelector('[role="dialog"] button') as HTMLButtonElement).click());
    await expect(answer).resolves.toBe(true);
    act(() => h!.app.effects.navigate('/common/error'));
    await flush();
    expect(h.shown()).toBe('/common/error');
  });
});
