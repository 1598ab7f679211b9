// Opens a screen through the real shell and route table, with real stores and a fake API client
// whose replies the test gives per endpoint path (unknown paths answer 4404).
import { atom } from 'nanostores';
import { vi } from 'vitest';
import type { ApiClient, EndpointLike } from '../../../../src/api/index.js';
import type { NativeAccess } from '../../../../src/app/context.js';
import type { Reply } from '../../../../src/contract/envelope.js';
import type { AppHandle } from '../../../../src/main.js';
import { mountRoute } from '../../app/mount-route.js';
import { createAppStores, type AppStores, type UserAllInfo } from '../../../../src/stores/app-stores.js';
import { until } from '../../ui/render.js';

/** Shows interpolated values, so labels naming an item can be asserted. */
export const t = (key: string, opts?: Record<string, unknown>) => (opts ? `${key}${JSON.stringify(opts)}` : key);

export type Answer = (body: unknown) => Partial<Reply> | Promise<Partial<Reply>>;

export interface Call {
  path: string;
  body: unknown;
  silent: boolean;
}

export interface Screen {
  app: AppHandle;
  el: HTMLElement;
  stores: AppStores;
  calls: Call[];
  callsTo(path: string): Call[];
  $(selector: string): HTMLElement;
  $$(selector: string): HTMLElement[];
  toasts(): string[];
  done(): void;
}

// Opening a screen the first time imports (and transforms) its chunk's whole module graph.
vi.setConfig({ testTimeout: 60_000 });

let n = 0;
const open: Screen[] = [];

export function closeAll(): void {
  for (const s of open.splice(0)) s.done();
}

export async function openScreen(
  path: string,
  options: { userId?: string; answers?: Record<string, Answer>; userAllInfo?: UserAllInfo; ready?: string } = {},
): Promise<Screen> {
  const stores = createAppStores(`saved-test-${++n}`, null);
  stores.session.userId.set(options.userId ?? 'u-1');
  if (options.userAllInfo) stores.session.userAllInfo.set(options.userAllInfo);
  const calls: Call[] = [];
  const answers = options.answers ?? {};
  const call = vi.fn(async (endpoint: EndpointLike, body: unknown, opts?: { silent?: boolean }) => {
    calls.push({ path: endpoint.path, body, silent: opts?.silent === true });
    const answer = answers[endpoint.path];
    const reply = answer ? await answer(body) : { code: 4404, message: 'not in this fake' };
    return { code: 200, message: '', customData: null, ...reply };
  });
  const api = { call } as unknown as ApiClient;
  const shell = mountRoute(path, {
    stores: { userId: stores.session.userId, totalUnread: atom(0) },
    services: { api, stores, native: {} as NativeAccess, media: (p: string) => (p ? `https://api.test${p}` : '') },
    i18n: { t, language: 'en' },
  });
  const { app, $ } = shell;
  const screen: Screen = {
    app,
    el: shell.el,
    stores,
    calls,
    callsTo: (p) => calls.filter((c) => c.path === p),
    $,
    $$: shell.$$,
    toasts: () => app.dialogs.state.get().toasts.map((x) => x.message),
    done() {
      shell.unmount();
      stores.dispose();
    },
  };
  open.push(screen);
  // The first import of a screen chunk transforms its whole module graph: allow it time.
  await until(() => $(options.ready ?? '.mkt-screen'), 50_000);
  return screen;
}

/** A favourites / history row as the server sends it (contract SavedItem). */
export const saved = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  serviceId: id,
  moduleId: 6,
  title,
  imgPath: `/uploads/${id}.png`,
  content: `About ${title}`,
  time: '2024-05-02T10:00:00.000Z',
  ...extra,
});

export const page = (items: unknown[], totalCount = items.length) => ({ code: 200, customData: { totalCount, pageBreakList: items } });
