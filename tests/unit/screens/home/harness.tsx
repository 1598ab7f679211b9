// Renders a home-page component inside the shell contexts it needs (stores, services, router,
// translate), with a fake API whose replies the test sets per endpoint path.
import { atom } from 'nanostores';
import type { ComponentChild } from 'preact';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import type { ApiClient } from '../../../../src/api/index.js';
import type { AppServices, NativeAccess } from '../../../../src/app/context.js';
import { ShellContext, type Shell } from '../../../../src/app/use-shell.js';
import type { Reply } from '../../../../src/contract/envelope.js';
import { createAppStores, type AppStores } from '../../../../src/stores/app-stores.js';
import { createDialogs } from '../../../../src/ui/dialogs.js';
import { TContext, type TranslateFn } from '../../../../src/ui/t-context.js';
import { mount } from '../../ui/render.js';

/** Shows interpolated values, so they can be asserted. */
const echo = (key: string, opts?: Record<string, unknown>): string => (opts ? `${key}${JSON.stringify(opts)}` : key);
export const t = echo as TranslateFn;

export type Answer = (body: unknown) => Reply<unknown> | Promise<Reply<unknown>>;
export const ok = (customData: unknown): Reply<unknown> => ({ code: 200, message: 'success', customData });

export interface Call {
  path: string;
  body: unknown;
  areaId: string;
}

export function fakeApi(stores: AppStores, answers: Record<string, Answer>) {
  const calls: Call[] = [];
  const api = {
    call: vi.fn(async (endpoint: { path: string }, body: unknown) => {
      // The real client reads areaId from the session for metaData (spec §7).
      calls.push({ path: endpoint.path, body, areaId: stores.session.areaId.get() });
      const answer = answers[endpoint.path];
      return answer ? answer(body) : { code: 5002, message: 'no answer in this fake', customData: null };
    }),
    upload: vi.fn(),
    get: vi.fn(),
  } as unknown as ApiClient;
  return { api, calls, answers, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}

export function setup(answers: Record<string, Answer>, language = 'en') {
  const stores = createAppStores(`home-test-${Math.random().toString(36).slice(2)}`, null);
  const fake = fakeApi(stores, answers);
  const memory = memoryLocation({ path: '/index', record: true });
  const services: AppServices = {
    api: fake.api,
    stores,
    native: {} as NativeAccess,
    media: (p: string) => (p ? `https://api.test${p}` : ''),
  };
  const navigate = vi.fn((to: string) => memory.navigate(to));
  const shell: Shell = {
    stores: { userId: stores.session.userId, totalUnread: atom(0) },
    i18n: { t: echo, language },
    dialogs: createDialogs(),
    services,
    navigate,
  };
  const render = (node: ComponentChild) =>
    mount(
      <ShellContext.Provider value={shell}>
        <TContext.Provider value={t}>
          <Router hook={memory.hook} searchHook={memory.searchHook}>
            {node}
          </Router>
        </TContext.Provider>
      </ShellContext.Provider>,
    );
  return { ...fake, stores, memory, navigate, render };
}
