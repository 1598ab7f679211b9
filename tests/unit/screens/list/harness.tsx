// Opens a list route through the real shell and route table (memory location), with a fake API
// that records every call and answers from a table of replies by path.
import { atom } from 'nanostores';
import { act } from 'preact/test-utils';
import { vi } from 'vitest';
import type { ApiClient } from '../../../../src/api/index.js';
import type { AppServices } from '../../../../src/app/context.js';
import type { AppHandle } from '../../../../src/main.js';
import { mountRoute } from '../../app/mount-route.js';
import type { AppStores } from '../../../../src/stores/app-stores.js';
import { until } from '../../ui/render.js';
// Loaded up front, so the route's dynamic import resolves at once (no transform wait inside a test).
import '../../../../src/screens/list/index.js';

// Rendering through the whole shell is slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

/** Shows interpolated values, so messages with {{value}} can be asserted. */
export const t = (key: string, opts?: Record<string, unknown>) => (opts ? `${key}${JSON.stringify(opts)}` : key);

export interface Call {
  path: string;
  body: Record<string, unknown>;
}

/** A reply's customData, or a full reply (code ≠ 200) when it has a `code`. */
export type Answer = (body: Record<string, unknown>) => unknown;

export interface ListPage {
  app: AppHandle;
  el: HTMLElement;
  calls: Call[];
  /** Calls to one path, in order. */
  callsTo(path: string): Call[];
  $(selector: string): HTMLElement;
  $$(selector: string): HTMLElement[];
  done(): void;
}

const open: ListPage[] = [];
export function closeAll(): void {
  for (const p of open.splice(0)) p.done();
}

export const searchReply = (items: readonly object[]) => ({ totalCount: items.length, resultList: items });

export async function openList(path: string, answers: Record<string, Answer>): Promise<ListPage> {
  const calls: Call[] = [];
  const call = vi.fn(async (endpoint: { path: string }, body: Record<string, unknown>) => {
    calls.push({ path: endpoint.path, body });
    const answer = answers[endpoint.path];
    const data = answer ? await answer(body) : [];
    if (data && typeof data === 'object' && 'code' in data) return data;
    return { code: 200, message: '', customData: data };
  });
  const services: AppServices = {
    api: { call } as unknown as ApiClient,
    stores: {} as AppStores,
    native: {} as AppServices['native'],
    media: (p: string) => (p ? `https://media.test${p}` : ''),
  };
  const shell = mountRoute(path, {
    stores: { userId: atom(''), totalUnread: atom(0) },
    services,
    i18n: { t, language: 'en' },
  });
  const { $ } = shell;
  const page: ListPage = {
    app: shell.app,
    el: shell.el,
    calls,
    callsTo: (p) => calls.filter((c) => c.path === p),
    $,
    $$: shell.$$,
    done: shell.unmount,
  };
  open.push(page);
  await until(() => $('.mkt-list-screen'), 10_000);
  return page;
}

/** Types into an input the way a user does (value + input event). */
export function type(input: HTMLElement, value: string): void {
  act(() => {
    (input as HTMLInputElement).value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function submit(form: HTMLElement): void {
  act(() => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

export function key(target: HTMLElement, k: string): void {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
  });
}

/** The tab of a tab row by its label. */
export function tab(page: ListPage, label: string, row = '.mkt-list-tabs'): HTMLElement {
  const found = page.$$(`${row} [role="tab"]`).find((b) => b.textContent === label);
  if (!found) throw new Error(`no tab ${label} in ${row}: ${page.$$(`${row} [role="tab"]`).map((b) => b.textContent).join(', ')}`);
  return found;
}

/** A button by its text. */
export function button(page: ListPage, text: string, scope = ''): HTMLElement {
  const found = page.$$(`${scope} button`).find((b) => b.textContent?.trim() === text);
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}
