// Test doubles for the API client: a recording session, recording UI effects and a fake server
// behind a fake fetch that really decodes the request envelope and encodes replies.
import { vi } from 'vitest';
import { decodeRequest, encodeReply, type PlatformInfo, type Reply } from '../../../src/contract/envelope.js';
import type { ClientSession, UiEffects } from '../../../src/api/types.js';

export const platform: PlatformInfo = { container: 'web', userAgent: 'test-agent', screen: '360x740', appVersion: '0.1.0' };

export function makeSession(init: { authorization?: string; refreshToken?: string; userId?: string } = {}) {
  const state = { authorization: init.authorization ?? '', refreshToken: init.refreshToken ?? '', userId: init.userId ?? '' };
  const setTokens = vi.fn((t: { authorization: string; refreshToken?: string }) => {
    state.authorization = t.authorization;
    if (t.refreshToken !== undefined) state.refreshToken = t.refreshToken;
  });
  const clearAll = vi.fn(() => {
    state.authorization = '';
    state.refreshToken = '';
    state.userId = '';
  });
  const session = {
    state,
    setTokens,
    clearAll,
    getAuthorization: () => state.authorization,
    getRefreshToken: () => state.refreshToken,
    getUserId: () => state.userId,
    getLanguage: () => 'fr',
    getAreaId: () => 'CIV',
    getDeviceId: () => 'device-1',
  } satisfies ClientSession & { state: typeof state };
  return session;
}

export function makeEffects(confirmResult: Promise<boolean> = Promise.resolve(true)) {
  const effects = {
    navigate: vi.fn((_path: string) => undefined),
    alert: vi.fn(async (_message: string) => undefined),
    confirm: vi.fn((_message: string, _opts: { cancel: boolean }) => confirmResult),
    toast: vi.fn((_message: string) => undefined),
  } satisfies UiEffects;
  return effects;
}

/** What the fake server saw of one request. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The raw body: JSON text for envelope calls, FormData for uploads. */
  body: unknown;
  /** Decoded envelope of JSON calls. */
  envelope?: { metaData: Record<string, unknown>; customData: unknown };
}

/** A reply of the fake server: an envelope Reply, or a raw body text (for garbage/missing bodies). */
export type FakeAnswer = Reply | { raw: string; status?: number };

export function fakeServer(handle: (req: SeenRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const seen: SeenRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = { ...(init?.headers as Record<string, string> | undefined) };
    const req: SeenRequest = { url: String(input), method: init?.method ?? 'GET', headers, body: init?.body };
    if (typeof init?.body === 'string') {
      const env = decodeRequest(init.body);
      if (env.ok) req.envelope = env.value;
    }
    seen.push(req);
    const answer = await handle(req);
    if ('raw' in answer) return new Response(answer.raw, { status: answer.status ?? 200 });
    return new Response(JSON.stringify(encodeReply(answer)), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen, calls: fetch };
}

export const reply = <T>(code: number, customData: T = null as T, message = `message ${code}`): Reply<T> => ({ code, message, customData });

/** Resolves after all queued microtasks and one macrotask: lets fire-and-forget effects run. */
export const flush = () => new Promise((r) => setTimeout(r, 0));
