// The API client a screen test gives the app: replies come from a table keyed by endpoint path,
// every call is recorded, and a call the table does not answer settles the way the real client's
// transport failure does (code 5002, spec §8), so no screen waits forever on a test's omission.
import type { ApiClient, CallOptions, EndpointLike } from '../../../src/api/index.js';
import type { Reply } from '../../../src/contract/envelope.js';
import type { AppStores } from '../../../src/stores/app-stores.js';

/** What the fake server saw of one call. */
export interface Call {
  path: string;
  /** The request's customData. */
  body: unknown;
  opts: CallOptions | undefined;
  /** Whether the call asked for no error UI (spec §8 silent calls). */
  silent: boolean;
  /** The session's area when the call was made: the real client puts it in metaData (spec §7). */
  areaId: string;
}

/**
 * A reply function: gets the request's customData, returns the envelope (any code). Fields it
 * leaves out default to a 200 with no data and no message, so `() => ({ code: 4022 })` is a reply.
 */
export type AnswerFn = (body: unknown, call: Call) => Partial<Reply<unknown>> | Promise<Partial<Reply<unknown>>>;

/** Reply data (sent as a 200 envelope's customData), or a function returning the envelope. */
export type Answer = AnswerFn | object | string | number | boolean | null;

export type Answers = Record<string, Answer>;

export const ok = <T,>(customData: T, message = ''): Reply<T> => ({ code: 200, message, customData });

/** The client's own transport failure (api/client.ts), not a server reply. */
export const TRANSPORT_FAILURE: Reply<null> = { code: 5002, message: 'Maybe This is a system error', customData: null };

export interface FakeApi {
  api: ApiClient;
  calls: Call[];
  /** The table itself: a test may add or change answers after opening. */
  answers: Answers;
}

export function fakeApi(answers: Answers, stores: AppStores): FakeApi {
  const calls: Call[] = [];
  const call = async (endpoint: EndpointLike, body: unknown, opts?: CallOptions): Promise<Reply<unknown>> => {
    const seen: Call = { path: endpoint.path, body, opts, silent: opts?.silent === true, areaId: stores.session.areaId.get() };
    calls.push(seen);
    const answer = answers[endpoint.path];
    if (answer === undefined) return TRANSPORT_FAILURE;
    return typeof answer === 'function' ? { ...ok(null), ...(await answer(body, seen)) } : ok(answer);
  };
  const offline = async () => TRANSPORT_FAILURE as never;
  const api = { call, upload: offline, get: offline, dispose: () => undefined } as unknown as ApiClient;
  return { api, calls, answers };
}
