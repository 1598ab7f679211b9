import { useStore } from '@nanostores/react';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppStores } from '../../../src/stores/app-stores.js';
import { StoresProvider, useAppStores } from '../../../src/stores/context.js';
import { MemoryStorage, writeFromOtherTab } from './fake-storage.js';

let host: HTMLElement | undefined;
afterEach(() => {
  if (host) render(null, host);
  host?.remove();
});

function Badge() {
  const { session, chat } = useAppStores();
  const loggedIn = useStore(session.isLoggedIn);
  const unread = useStore(chat.unreadTotal);
  return <p>{loggedIn ? `in:${unread}` : 'out'}</p>;
}

describe('StoresProvider + useStore', () => {
  it('re-renders on store changes, including another tab\'s logout', () => {
    const backend = new MemoryStorage();
    const stores = createAppStores('ui', backend);
    host = document.createElement('div');
    document.body.append(host);
    act(() =>
      render(
        <StoresProvider stores={stores}>
          <Badge />
        </StoresProvider>,
        host as HTMLElement,
      ),
    );
    expect(host.textContent).toBe('out');
    act(() => stores.session.setLogin({ userId: 'u1', Authorization: 'tok' }));
    act(() => stores.chat.setUnreadTotal(3));
    expect(host.textContent).toBe('in:3');
    act(() => writeFromOtherTab(backend, 'mkt:ui:userId', null));
    expect(host.textContent).toBe('out');
    stores.dispose();
  });

  it('useAppStores outside the provider throws a clear error', () => {
    function Orphan() {
      useAppStores();
      return null;
    }
    host = document.createElement('div');
    expect(() => act(() => render(<Orphan />, host as HTMLElement))).toThrow(/StoresProvider/);
  });
});
