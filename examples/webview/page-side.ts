// The WEB side of the harness (webview.html, the page inside the "WebView"): what the app's /h5
// screen does (spec §2 "/h5 (native bridge test page)", spec §7 "Native bridge page"). It detects
// the transport with the bridge's own createNativeClient, shows one button per native method with
// the result or the error code, lists the native callbacks, and offers the page's methods to the
// shell (navigate, setLanguage, setUserToken). With no native object, the web fallbacks answer.
import {
  createNativeClient, NATIVE_EVENTS, NATIVE_METHODS, PAGE_TYPES,
  type JumpParams, type NativeMethod, type PageType,
} from '../../bridge/index.js';
import { describeSettled, settle, type Settled } from './settle.js';

/** What tests (and the console) can drive: window.h5. */
export interface H5 {
  kind: string;
  events: Array<{ event: string; data: unknown }>;
  route(): string;
  userId(): string;
  call(method: NativeMethod, params?: unknown): Promise<Settled>;
}

/** Params that name a real page for each pageType (list and detail need a module; detail an id). */
export const JUMP_EXAMPLES: Readonly<Record<PageType, JumpParams>> = Object.fromEntries(
  PAGE_TYPES.map((pageType) => [
    pageType,
    pageType === 'list' ? { pageType, module: 'land' }
      : pageType === 'detail' ? { pageType, module: 6, serviceId: 42, title: 'Villa' }
        : pageType === 'goodsBuy' ? { pageType, memberLevelId: 3 }
          : { pageType },
  ]),
) as Record<PageType, JumpParams>;

/** A File (web fallback result) as plain data, so it survives structured cloning to a test. */
const plain = (s: Settled): Settled => (s.ok ? { ok: true, result: JSON.parse(describeSettled(s)) as unknown } : s);

export function startPage(doc: Document): H5 {
  const q = new URLSearchParams(doc.defaultView?.location.search ?? '');
  const state = { route: '/h5', userId: '', language: 'en' };
  const $ = (id: string) => doc.getElementById(id);
  const render = () => {
    $('route')!.textContent = state.route;
    $('user')!.textContent = state.userId || '(logged out)';
    $('language')!.textContent = state.language;
  };
  const client = createNativeClient({
    fallback: {
      // The app's session: '' when nobody is signed in.
      getUserId: () => state.userId,
      getMetadata: () => ({ language: state.language, areaId: 'CIV', platform: 'web' }),
      // No shell to open a page: the app navigates to the route of the jump itself.
      onJump: (route) => {
        state.route = route;
        render();
      },
    },
    methods: {
      navigate: ({ path }: { path: string }) => {
        state.route = path;
        render();
        return { path };
      },
      setLanguage: ({ language }: { language: string }) => {
        state.language = language;
        render();
        return {};
      },
      setUserToken: ({ token }: { token: { userId: string } | null }) => {
        state.userId = token ? token.userId : '';
        render();
        return {};
      },
    },
    handshakeTimeoutMs: Number(q.get('handshake') ?? 1500),
  });

  const h5: H5 = {
    kind: client.kind,
    events: [],
    route: () => state.route,
    userId: () => state.userId,
    call: (method, params) => settle(client.call(method, params as never)).then(plain),
  };
  for (const event of NATIVE_EVENTS) {
    client.on(event, (data) => {
      h5.events.push({ event, data });
      const li = doc.createElement('li');
      li.textContent = `${event} ${JSON.stringify(data)}`;
      $('callbacks')!.append(li);
    });
  }

  // One button per method; jump takes its pageType from the select next to it.
  const select = $('page-type') as HTMLSelectElement;
  for (const pageType of PAGE_TYPES) select.add(new Option(pageType, pageType));
  for (const method of NATIVE_METHODS) {
    const button = doc.querySelector<HTMLButtonElement>(`button[data-method="${method}"]`);
    const out = doc.querySelector<HTMLOutputElement>(`output[data-method="${method}"]`);
    button?.addEventListener('click', () => {
      const params = method === 'jump' ? JUMP_EXAMPLES[select.value as PageType] : undefined;
      if (out) out.value = '…';
      // Called inside the click: the web fallbacks' file pickers need the user gesture.
      void settle(client.call(method, params as never)).then((s) => {
        if (out) out.value = describeSettled(s);
      });
    });
  }
  $('kind')!.textContent = client.kind;
  render();
  return h5;
}
