// The API client (DESIGN.md §5, spec §7–8): envelope coding, metaData, headers, 50 s timeout,
// global code handling and 4006 token regeneration. Every operation resolves with a Reply;
// transport failures become code 5002 and go through the code table like any other code.
import { REQUEST_TIMEOUT_MS } from '../contract/constants.js';
import { CODE } from '../contract/codes.js';
import { fillPath, pathParams } from '../contract/endpoint.js';
import { SYSTEM_ERROR, type Reply, type WireBody } from '../contract/envelope.js';
import type { Result } from '../contract/result.js';
import { createCodeEffects } from './code-effects.js';
import { startDeadline } from './deadline.js';
import { baseHeaders, buildMetaData } from './request-meta.js';
import { createTokenRegenerator, DEFAULT_REGENERATE_PATH } from './token-regenerator.js';
import type { ApiClient, ApiClientDeps, CallOptions, EndpointLike, UploadOptions } from './types.js';
import type { UploadProgress } from './upload-progress.js';

/** A request ready to send, built anew for each attempt (a replay carries the new token). */
interface Prepared {
  url: string;
  init: RequestInit;
  /** Sent with XMLHttpRequest, which reports the body's progress (upload-progress.ts); else fetch. */
  progress?: UploadProgress;
}
/** Builds the request for one attempt from the Authorization and webp flag of that moment. */
type Prepare = (authorization: string, webp: boolean) => Promise<Result<Prepared>>;

interface Outcome {
  reply: Reply;
  /** Authorization the attempt was sent with (4006 single-flight key). */
  sentAuth: string;
  /** The caller aborted: show nothing. */
  aborted: boolean;
}


const joinUrl = (base: string, path: string): string => base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '');

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const { session, codec, platform } = deps;
  const fetchImpl: typeof fetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const defaultTimeout = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const applyEffects = createCodeEffects(deps.effects, session);
  // Shown as it is by toasts and screens, like a server's message: so in the user's language.
  const systemReply = (): Reply => ({ code: SYSTEM_ERROR.code, message: deps.systemMessage?.() || SYSTEM_ERROR.message, customData: null });
  // Aborted by dispose(): the instance is gone, so in-flight calls stop (no timer or socket left
  // behind, SDK unmount) and settle as aborted, which shows nothing.
  const lifetime = new AbortController();

  // The webp probe runs once per client; a failing probe means "no webp".
  let webp: Promise<boolean> | null = null;
  const webpFlag = (): Promise<boolean> =>
    (webp ??= Promise.resolve()
      .then(() => deps.webpSupported())
      .then((v) => v === true, () => false));

  async function exchange(prepare: Prepare, opts: CallOptions): Promise<Outcome> {
    const sentAuth = session.getAuthorization();
    const deadline = startDeadline(opts.timeoutMs ?? defaultTimeout, opts.signal, lifetime.signal);
    try {
      const req = await deadline.race(webpFlag().then((w) => prepare(sentAuth, w)));
      if (!req.ok) return { reply: systemReply(), sentAuth, aborted: false };
      const { url, init, progress } = req.value;
      const res = await deadline.race(
        progress
          // Loaded on the first upload with progress (the publish form's pictures): not part of
          // the shell every page downloads first (size budget, .size-limit.mjs).
          ? import('./upload-progress.js').then(({ sendWithProgress }) =>
            sendWithProgress(url, { method: init.method ?? 'POST', headers: init.headers as Record<string, string>, body: init.body as XMLHttpRequestBodyInit, signal: deadline.signal }, progress, deps.xhr))
          : fetchImpl(url, { ...init, signal: deadline.signal }),
      );
      const text = await deadline.race(res.text());
      // A missing body is a system error whatever the HTTP status (spec §8).
      if (!text) return { reply: systemReply(), sentAuth, aborted: false };
      const decoded = await deadline.race(codec.decode(text));
      return { reply: decoded.ok ? decoded.value : systemReply(), sentAuth, aborted: false };
    } catch {
      // Network failure, timeout, a codec that rejected (e.g. uncloneable customData) or caller abort.
      return { reply: systemReply(), sentAuth, aborted: deadline.reason() === 'aborted' };
    } finally {
      deadline.done();
    }
  }

  const jsonPrepare = (path: string, customData: unknown): Prepare => async (authorization, w) => {
    const body = await codec.encode({ metaData: buildMetaData(session, platform, w), customData });
    if (!body.ok) return body;
    const wire: WireBody = body.value;
    return {
      ok: true,
      value: {
        url: joinUrl(deps.baseUrl, path),
        init: {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...baseHeaders(authorization, w) },
          body: JSON.stringify(wire),
        },
      },
    };
  };

  /** GET (spec §7 Queue): `:name` path segments are filled from params, the rest becomes the query. */
  const getPrepare = (path: string, params: Readonly<Record<string, string | number | undefined>>): Prepare => async (authorization, w) => {
    const inPath = new Set(pathParams(path));
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (!inPath.has(k) && v !== undefined) query.append(k, String(v));
    const qs = query.toString();
    const url = joinUrl(deps.baseUrl, fillPath(path, params)) + (qs ? `?${qs}` : '');
    return { ok: true, value: { url, init: { method: 'GET', headers: baseHeaders(authorization, w) } } };
  };

  const regenerator = createTokenRegenerator(session, async () => {
    const path = deps.regenerate?.path ?? DEFAULT_REGENERATE_PATH;
    const customData = { userId: session.getUserId(), refreshToken: session.getRefreshToken() };
    return (await exchange(jsonPrepare(path, customData), {})).reply;
  });

  /** One call: send, on 4006 renew the token and replay once, then apply the code table. */
  async function run<Res>(prepare: Prepare, opts: CallOptions = {}): Promise<Reply<Res>> {
    let out = await exchange(prepare, opts);
    if (!out.aborted && out.reply.code === CODE.TOKEN_EXPIRED) {
      if (await regenerator.renew(out.sentAuth)) {
        out = await exchange(prepare, opts);
        // Still expired with the new token: the regenerate-and-replay failed (spec §8) — clear,
        // and never regenerate again for this call (no loop).
        if (!out.aborted && out.reply.code === CODE.TOKEN_EXPIRED) session.clearAll();
      }
    }
    if (!out.aborted && !opts.silent && !opts.inline?.includes(out.reply.code)) applyEffects(out.reply);
    return out.reply as Reply<Res>;
  }

  // Never let an unexpected throw (a session getter, say) escape: callers rely on "always resolves".
  const settle = <Res>(p: () => Promise<Reply<Res>>): Promise<Reply<Res>> =>
    p().catch(() => systemReply() as Reply<Res>);

  return {
    call<Req, Res>(endpoint: EndpointLike<Req, Res>, customData: Req, opts?: CallOptions) {
      // A 'get' endpoint of the table (queue credentials) travels as GET whichever method is used.
      const prepare = endpoint.transport === 'get'
        ? getPrepare(endpoint.path, (customData ?? {}) as Record<string, string | number | undefined>)
        : jsonPrepare(endpoint.path, customData);
      return settle(() => run<Res>(prepare, opts));
    },

    upload<Res>(endpoint: EndpointLike<unknown, Res>, fields: Record<string, string>, file: Blob, fileName: string, opts: UploadOptions = {}) {
      const prepare: Prepare = async (authorization, w) => {
        const form = new FormData();
        for (const [k, v] of Object.entries(fields)) form.append(k, v);
        // Uploads carry no metaData (spec §7: multipart); the language field lets the server answer
        // a refusal (file type, size) in the user's language.
        if (!Object.hasOwn(fields, 'language')) form.append('language', session.getLanguage());
        // A File carries its name in every FormData implementation (some ignore the 3rd argument).
        const named = typeof File !== 'undefined' ? new File([file], fileName, { type: file.type }) : file;
        form.append(opts.fileField ?? 'multipartFile', named, fileName);
        // No Content-Type: the browser adds the multipart boundary itself.
        const init: RequestInit = { method: 'POST', headers: baseHeaders(authorization, w), body: form };
        return { ok: true, value: { url: joinUrl(deps.baseUrl, endpoint.path), init, ...(opts.onProgress ? { progress: opts.onProgress } : {}) } };
      };
      return settle(() => run<Res>(prepare, opts));
    },

    get<Res>(endpoint: EndpointLike<unknown, Res>, params: Record<string, string>, opts?: CallOptions) {
      return settle(() => run<Res>(getPrepare(endpoint.path, params), opts));
    },

    first<Req, Res>(endpoint: EndpointLike<Req, Res>, customData: Req) {
      return deps.firstReply?.(endpoint.path, customData, session) as Reply<Res> | undefined;
    },

    dispose() {
      lifetime.abort();
    },
  };
}
