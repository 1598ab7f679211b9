// A contract case as data: who calls which endpoint with what, and what must come back — the code,
// the message translated into the caller's language, the reply shape — and what the client must do
// with it (spec §8 effects). runCase() plays one case through the real client.
import { expect } from 'vitest';
import { translate } from '../../../examples/server/http/messages.js';
import type { EndpointLike } from '../../../src/api/index.js';
import { ENDPOINT_BY_PATH, ENDPOINTS, type EndpointName } from '../../../src/contract/endpoints.js';
import type { LanguageCode, Reply } from '../../../src/contract/envelope.js';
import type { Effect } from '../harness.js';
import { expectShape, type Spec } from './shapes.js';
import type { CallerName, ContractClient, World } from './world.js';

export type CaseKind = 'happy' | 'bad';

export interface Expectation<S> {
  code: number;
  /** Locale key of `message`: it must come back as translate(key, language). */
  key?: string;
  /** The exact message, when the server fills placeholders itself. */
  message?: (language: LanguageCode) => string;
  shape?: Spec;
  /** Further checks on the reply (follow-up calls, database state). */
  // `any`: each case knows its own reply type; the runner cannot.
  check?: (reply: Reply<any>, w: World<S>, client: ContractClient) => void | Promise<void>;
}

export interface Case<S> {
  endpoint: EndpointName;
  /** happy: the call succeeds; bad: wrong input (or caller) is refused with a code. */
  kind: CaseKind;
  name: string;
  /** Default: a logged-out visitor. */
  as?: CallerName;
  /** metaData.language of the call; default en. */
  language?: LanguageCode;
  /** CallOptions.silent: the client must show nothing whatever the code. */
  silent?: boolean;
  before?: (w: World<S>, client: ContractClient) => Promise<void>;
  /** customData (deliberately wrong in bad cases). Default {}. */
  body?: (w: World<S>) => unknown;
  /** Sends the request itself (uploads, GETs); default api.call(ENDPOINTS[endpoint], body). */
  send?: (client: ContractClient, w: World<S>) => Promise<Reply<unknown>>;
  expect: Expectation<S>;
}

/** Codes the client passes through (spec §8 "200, and success-like 4036, 4012, 4007"). */
const PASS_CODES = [200, 4036, 4012, 4007];

/**
 * What spec §8 says the client does with a code, written out here independently of the client's
 * own table (src/contract/codes.ts) so the suite checks the client against the spec.
 */
export function expectedEffects(code: number, message: string, silent = false): Effect[] {
  if (silent || PASS_CODES.includes(code)) return [];
  if (code === 4001) return [{ kind: 'navigate', value: '/login' }];
  if (code === 4010) return [{ kind: 'navigate', value: '/common/error' }];
  if ([4003, 4034, 4028].includes(code)) return [{ kind: 'navigate', value: '/index' }];
  if ([4022, 4026, 5001, 4024, 4002].includes(code)) return [{ kind: 'alert', value: message }];
  return message ? [{ kind: 'toast', value: message }] : [];
}

export const caseTitle = <S>(c: Case<S>): string => `${c.endpoint} · ${c.kind} · ${c.name}${c.language && c.language !== 'en' ? ` [${c.language}]` : ''}`;

/** it.each rows: [title, case]. */
export const rows = <S>(cases: readonly Case<S>[]): [string, Case<S>][] => cases.map((c) => [caseTitle(c), c]);

export async function runCase<S>(w: World<S>, c: Case<S>): Promise<Reply<unknown>> {
  const client = await w.caller(c.as ?? 'visitor');
  const language = c.language ?? 'en';
  client.session.language = language;
  await c.before?.(w, client);
  const body = c.body ? await c.body(w) : {};
  client.effects.length = 0;
  const endpoint = ENDPOINTS[c.endpoint] as EndpointLike<unknown, unknown>;
  const reply = c.send ? await c.send(client, w) : await client.api.call(endpoint, body, c.silent ? { silent: true } : {});
  const context = `${caseTitle(c)} -> ${JSON.stringify(reply).slice(0, 600)}`;

  expect(reply.code, context).toBe(c.expect.code);
  // No user input may ever produce a server bug code (issue 3).
  expect(reply.code, context).not.toBe(5000);
  if (c.expect.key !== undefined) {
    const text = translate(c.expect.key, language);
    expect(text, `locale key ${c.expect.key} exists`).not.toBe(c.expect.key);
    expect(reply.message, context).toBe(text);
    // A caller in cn or fr reads the server's message in its own language, not in English.
    if (language !== 'en') expect(reply.message, context).not.toBe(translate(c.expect.key, 'en'));
  }
  if (c.expect.message) expect(reply.message, context).toBe(c.expect.message(language));
  // The client toasts the message as it comes (spec §8): no unfilled {{placeholder}} may reach it.
  expect(reply.message, context).not.toMatch(/\{\{\w+\}\}/);
  if (c.expect.shape) expectShape(reply.customData, c.expect.shape);
  expect(client.effects, `effects of ${context}`).toEqual(expectedEffects(c.expect.code, reply.message, c.silent));
  await c.expect.check?.(reply, w, client);
  return reply;
}

/** The customData of a reply, typed by the caller (the case knows the endpoint). */
export const data = <T>(reply: Reply<unknown>): T => reply.customData as T;

/** Calls an endpoint through a client for a follow-up check; fails on anything but 200. */
export async function ok<T>(client: ContractClient, name: EndpointName, body: unknown): Promise<T> {
  const reply = await client.api.call(ENDPOINTS[name] as EndpointLike<unknown, T>, body, { silent: true });
  expect(reply.code, `${name} ${JSON.stringify(body)} -> ${JSON.stringify(reply).slice(0, 300)}`).toBe(200);
  return reply.customData;
}

/** The ENDPOINTS name of a table entry (module families hold endpoints, not names). */
export function endpointName(e: { path: string }): EndpointName {
  const name = ENDPOINT_BY_PATH.get(e.path);
  if (!name) throw new Error(`no contract endpoint at ${e.path}`);
  return name;
}
