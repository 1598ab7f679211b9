// Renders pickers inside the shell context with a fake API client, the way a screen would.
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useMemo, useState, type ReactNode } from 'react';
import { act } from 'preact/test-utils';
import { vi } from 'vitest';
import type { ApiClient, CallOptions, EndpointLike } from '../../../../src/api/index.js';
import type { AppServices, NativeAccess } from '../../../../src/app/context.js';
import { ShellContext, type Shell } from '../../../../src/app/use-shell.js';
import type { Reply } from '../../../../src/contract/envelope.js';
import type { AppStores } from '../../../../src/stores/app-stores.js';
import { createDialogs, type Dialogs } from '../../../../src/ui/dialogs.js';
import { TContext, type TranslateFn } from '../../../../src/ui/t-context.js';
import { mount } from '../../ui/render.js';

/** Shows interpolated values after the key, so texts with numbers can be asserted. */
const show = (key: string, opts?: Readonly<Record<string, unknown>>): string => (opts ? `${key}${JSON.stringify(opts)}` : key);
export const t: TranslateFn = show;

export type Answer = (body: unknown) => Reply | Promise<Reply>;

export interface FakeApi {
  api: ApiClient;
  /** Every call: path, request body, options. */
  calls: { path: string; body: unknown; opts: CallOptions | undefined }[];
  answers: Map<string, Answer>;
}

export const ok = (customData: unknown): Reply => ({ code: 200, message: 'ok', customData });

export function fakeApi(answers: Record<string, Answer>): FakeApi {
  const calls: FakeApi['calls'] = [];
  const map = new Map(Object.entries(answers));
  const call = vi.fn(async (endpoint: EndpointLike, body: unknown, opts?: CallOptions) => {
    calls.push({ path: endpoint.path, body, opts });
    const answer = map.get(endpoint.path);
    return answer ? answer(body) : { code: 5002, message: 'no answer in this fake', customData: null };
  });
  return { api: { call } as unknown as ApiClient, calls, answers: map };
}

export interface Rendered {
  host: HTMLElement;
  dialogs: Dialogs;
  language: ReturnType<typeof atom<string>>;
}

/** `render(node)`: the node inside an app box (`.mkt-app`) with the shell context. */
export function renderInApp(node: ReactNode, api: ApiClient, language = 'en'): Rendered {
  const dialogs = createDialogs();
  const lang = atom(language);
  const services: AppServices = { api, stores: {} as AppStores, native: {} as NativeAccess, media: (p) => p };
  const stores = { userId: atom(''), totalUnread: atom(0) };
  function Root() {
    const current = useStore(lang);
    const shell = useMemo<Shell>(
      () => ({ stores, i18n: { t: show, language: current }, dialogs, services, navigate: () => undefined }),
      [current],
    );
    return (
      <ShellContext.Provider value={shell}>
        <TContext.Provider value={t}>
          <div className="mkt-app">
            <div className="mkt-page">{node}</div>
          </div>
        </TContext.Provider>
      </ShellContext.Provider>
    );
  }
  const host = mount(<Root />);
  return { host, dialogs, language: lang };
}

export const $ = <E extends Element = HTMLElement>(root: ParentNode, selector: string): E => {
  const found = root.querySelector<E>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
};

export const $$ = (root: ParentNode, selector: string): HTMLElement[] => [...root.querySelectorAll<HTMLElement>(selector)];

export const typeInto = (input: HTMLInputElement, value: string) =>
  act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });

export const key = (el: Element, k: string, init: KeyboardEventInit = {}) =>
  act(() => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init }));
  });

/** Text of the visible rows, group by group: [letter, [row texts]]. */
export const shownGroups = (root: ParentNode) =>
  $$(root, '[data-letter]').map((s) => [s.dataset.letter, $$(s, '[data-picker-row]').map((r) => r.closest('li')?.textContent ?? '')]);

/** A button that opens what it renders, as a screen's field would; `close` is the picker's onClose. */
export function WithOpener({ children }: { children: (open: boolean, close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="opener" onClick={() => setOpen(true)}>open</button>
      {children(open, () => setOpen(false))}
    </>
  );
}

/** Focuses and clicks the opener (focus must return to it when the picker closes). */
export function openPicker(root: ParentNode): HTMLElement {
  const opener = $(root, '.opener');
  act(() => {
    opener.focus();
    opener.click();
  });
  return opener;
}

/** The open sheet, wherever it was rendered. */
export const sheet = () => document.querySelector<HTMLElement>('[role="dialog"]');
