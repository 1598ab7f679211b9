// Opens a route of the real app (route table, shell, lazy screen chunk) with a fake API whose
// replies the test chooses, and records requests, route changes, dialogs and toasts.
import { atom } from 'nanostores';
import { act } from 'preact/test-utils';
import { vi } from 'vitest';
import type { ApiClient } from '../../../../src/api/index.js';
import type { EndpointLike } from '../../../../src/api/types.js';
import type { Reply } from '../../../../src/contract/envelope.js';
import { createApp, type AppHandle } from '../../../../src/main.js';
import { createAppStores } from '../../../../src/stores/app-stores.js';
import type { NativeAccess } from '../../../../src/app/context.js';
import { flush, until as untilShort } from '../../ui/render.js';

/** Shows interpolated values, so they can be asserted. */
export const t = (key: string, opts?: Record<string, unknown>) => (opts ? `${key}${JSON.stringify(opts)}` : key);

export interface Request {
  path: string;
  body: unknown;
}

export type Answer = (path: string, body: unknown) => Reply<unknown> | Promise<Reply<unknown>>;

export const ok = <T,>(customData: T, message = ''): Reply<T> => ({ code: 200, message, customData });

export interface Page {
  app: AppHandle;
  el: HTMLElement;
  requests: Request[];
  routes: string[];
  $(selector: string): HTMLElement;
  $$(selector: string): HTMLElement[];
  /** Requests to paths containing `part`. */
  calls(part: string): Request[];
  toasts(): string[];
  dialog(): { id: number; message: string } | null;
  answer(ok: boolean): void;
  done(): void;
}

export async function open(initial: string, answer: Answer, opts: { userId?: string; language?: string } = {}): Promise<Page> {
  const requests: Request[] = [];
  const routes: string[] = [];
  const call = vi.fn(async (endpoint: EndpointLike, body: unknown) => {
    requests.push({ path: endpoint.path, body });
    return answer(endpoint.path, body);
  });
  const api = { call, upload: vi.fn(), get: vi.fn() } as unknown as ApiClient;
  const stores = createAppStores(`t${Math.random()}`, null);
  if (opts.userId) stores.session.userId.set(opts.userId);
  const app = createApp({
    stores: { userId: stores.session.userId, totalUnread: atom(0) },
    services: { api, stores, native: {} as NativeAccess, media: (p: string) => (!p ? '' : /^https?:/.test(p) ? p : `https://cdn.test${p}`) },
    i18n: { t, language: opts.language ?? 'en' },
    location: { kind: 'memory', initial },
    onRouteChange: (path) => routes.push(path),
  });
  const el = document.createElement('div');
  document.body.append(el);
  act(() => app.mount(el));
  const $ = (selector: string) => {
    const found = el.querySelector<HTMLElement>(selector);
    if (!found) throw new Error(`no ${selector}`);
    return found;
  };
  await flush();
  return {
    app,
    el,
    requests,
    routes,
    $,
    $$: (selector) => Array.from(el.querySelectorAll<HTMLElement>(selector)),
    calls: (part) => requests.filter((r) => r.path.includes(part)),
    toasts: () => app.dialogs.state.get().toasts.map((x) => x.message),
    dialog: () => app.dialogs.state.get().dialog,
    answer(yes) {
      const d = app.dialogs.state.get().dialog;
      if (!d) throw new Error('no dialog');
      act(() => app.dialogs.answer(d.id, yes));
    },
    done() {
      act(() => app.unmount());
      stores.dispose();
      el.remove();
    },
  };
}

/**
 * until() with a long deadline: the machine running the suite may be heavily loaded, and the
 * first open of a route transforms the screen chunk.
 */
export const until = (check: () => void, timeoutMs = 15_000) => untilShort(check, timeoutMs);

/** Loads the details chunk once, before the tests time anything. */
export const warmUp = () => import('../../../../src/screens/details/index.js');

export { flush };
