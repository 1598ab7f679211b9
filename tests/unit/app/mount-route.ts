// Mounts the real shell (route table, keep-alive, tab bar) at a route in a memory location, with
// the services a screen test gives, and offers the element queries screen tests share.
import { act } from 'preact/test-utils';
import type { AppContext } from '../../../src/app/context.js';
import { createApp, type AppHandle } from '../../../src/main.js';

export interface MountedRoute {
  app: AppHandle;
  el: HTMLElement;
  /** The one element matching `selector`; throws when there is none. */
  $(selector: string): HTMLElement;
  $$(selector: string): HTMLElement[];
  /** Unmounts the app and removes its element. */
  unmount(): void;
}

export function mountRoute(path: string, ctx: Pick<AppContext, 'stores' | 'services' | 'i18n'>): MountedRoute {
  const app = createApp({ ...ctx, location: { kind: 'memory', initial: path } });
  const el = document.createElement('div');
  document.body.append(el);
  act(() => app.mount(el));
  return {
    app,
    el,
    $(selector) {
      const found = el.querySelector<HTMLElement>(selector);
      if (!found) throw new Error(`no ${selector}`);
      return found;
    },
    $$: (selector) => [...el.querySelectorAll<HTMLElement>(selector)],
    unmount() {
      act(() => app.unmount());
      el.remove();
    },
  };
}
