// Types of the API client (DESIGN.md §5, spec §7–8). Everything the client needs from the app is
// injected through these interfaces, so one client exists per app instance and tests use fakes.
import type { LanguageCode, PlatformInfo, Reply, RequestEnvelope, WireBody } from '../contract/envelope.js';
import type { Result } from '../contract/result.js';
import type { MakeXhr, UploadProgress } from './upload-progress.js';

/**
 * The minimal shape of an endpoint the client needs: a structural supertype of the contract's
 * `Endpoint<Req, Res>` (src/contract/endpoint.ts, same phantom fields), so table entries plug in
 * directly and tests may pass plain `{ path }` objects.
 */
export interface EndpointLike<Req = unknown, Res = unknown> {
  path: string;
  transport?: 'json' | 'multipart' | 'get';
  list?: boolean;
  auth?: boolean;
  /** Phantom: request type carrier, never set. */
  readonly __req?: Req;
  /** Phantom: response customData type carrier, never set. */
  readonly __res?: Res;
}

/** Stored login and preferences the client reads (stores/session, stores/locale, ...). */
export interface ClientSession {
  getAuthorization(): string;
  getRefreshToken(): string;
  getUserId(): string;
  getLanguage(): LanguageCode;
  getAreaId(): string;
  getDeviceId(): string;
  setTokens(t: { authorization: string; refreshToken?: string }): void;
  /** Clears user, sale-goods, publish and chat stores and local storage (spec §8 4029/4030/4033, 4006 failure). */
  clearAll(): void;
}

/** The shell's dialogs, toasts and router, as seen by the global code handling of spec §8. */
export interface UiEffects {
  navigate(path: string): void;
  alert(message: string): Promise<void>;
  confirm(message: string, opts: { cancel: boolean }): Promise<boolean>;
  toast(message: string): void;
}

/** Envelope coding, off the main thread when a worker is available (see codec.ts). Never rejects on bad input. */
export interface EnvelopeCodec {
  encode(env: RequestEnvelope): Promise<Result<WireBody>>;
  decode(body: unknown): Promise<Result<Reply>>;
}

export interface CallOptions {
  /**
   * No UI effect of the code table (no navigation, alert, confirm or toast). For calls whose
   * failure the spec says is "silently swallowed" (area codes). Token regeneration still happens.
   */
  silent?: boolean;
  /**
   * Codes the caller shows itself, in place (a form puts 4422 "Verification code incorrect" under
   * its field instead of a toast); every other code keeps its spec §8 effect.
   */
  inline?: readonly number[];
  /** Overrides the 50 s timeout of spec §7 for this call. */
  timeoutMs?: number;
  /** Caller cancellation (e.g. a screen unmounting): resolves with 5002 and shows nothing. */
  signal?: AbortSignal;
}

export interface UploadOptions extends CallOptions {
  /** Multipart field of the file; spec §7 uploadImg names it `multipartFile`. */
  fileField?: string;
  /**
   * Bytes of the body sent so far (a picture's progress bar, spec §2 "Pictures"): the upload then
   * goes through XMLHttpRequest (upload-progress.ts), settled exactly like a fetched one. A 4006
   * replay starts again from 0.
   */
  onProgress?: UploadProgress;
}

export interface ApiClientDeps {
  baseUrl: string;
  session: ClientSession;
  effects: UiEffects;
  codec: EnvelopeCodec;
  /** Defaults to globalThis.fetch. */
  fetch?: typeof fetch;
  /** Makes the XMLHttpRequest of uploads with progress; defaults to the browser's (tests pass a double). */
  xhr?: MakeXhr;
  platform: PlatformInfo;
  /** Token regeneration endpoint (spec §7 "generateToken"); default '/user/v1/login/generateToken'. */
  regenerate?: { path: string };
  webpSupported(): boolean | Promise<boolean>;
  /** Default constants.REQUEST_TIMEOUT_MS (50 s, spec §7/§9). */
  timeoutMs?: number;
  /**
   * A reply the page already carries for this call (the standalone page's first one,
   * src/boot/first-reply.ts), or undefined: then the call goes to the server.
   */
  firstReply?: (path: string, customData: unknown, session: ClientSession) => Reply | undefined;
  /**
   * The message of a 5002 the client makes itself (no network, no body, spec §8 "Maybe This is a
   * system error"), in the user's language; default the spec's English text.
   */
  systemMessage?: () => string;
}

/**
 * Every method ALWAYS resolves: transport failures become code 5002 (spec §8). `customData` is
 * only meaningful for pass codes (200, 4036, 4012, 4007); it is null on 5002.
 */
export interface ApiClient {
  call<Req, Res>(endpoint: EndpointLike<Req, Res>, customData: Req, opts?: CallOptions): Promise<Reply<Res>>;
  upload<Res>(
    endpoint: EndpointLike<unknown, Res>,
    fields: Record<string, string>,
    file: Blob,
    fileName: string,
    opts?: UploadOptions,
  ): Promise<Reply<Res>>;
  /** GET with `:name` path segments filled from `params`; other params go to the query string. */
  get<Res>(endpoint: EndpointLike<unknown, Res>, params: Record<string, string>, opts?: CallOptions): Promise<Reply<Res>>;
  /**
   * The reply the page already carries for this call (the standalone page's first one,
   * src/boot/first-reply.ts; used once), synchronously, so the screen's first render shows it.
   * undefined: ask with call().
   */
  first?<Req, Res>(endpoint: EndpointLike<Req, Res>, customData: Req): Reply<Res> | undefined;
  /**
   * Ends the client with its app instance: in-flight calls are cancelled and, like every later
   * call, settle at once as 5002 with no UI effect.
   */
  dispose(): void;
}
