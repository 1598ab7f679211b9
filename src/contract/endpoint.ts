// One API call of spec §7 as data: its path, how it travels, and (at type level only) what goes in
// and what comes back. The app's client, the reference server and the contract tests all read the
// same table (DESIGN.md §4), so a call is declared once.

/**
 * 'json': POST with the base64 JSON envelope (spec §7, the default).
 * 'multipart': POST multipart/form-data (uploads, spec §7 "Uploads are multipart").
 * 'get': plain GET whose request object fills the `:name` segments of the path (queue credentials, spec §7 "Queue").
 */
export type Transport = 'json' | 'multipart' | 'get';

/**
 * Where a path comes from (DESIGN.md §4: "paths the spec does not show get names in the same style").
 * 'spec': written exactly as spec §7 shows it (the default).
 * 'named': spec §7 names the call ("Also defined, shapes not shown", the chat API names) without a
 *   full path; the name is the spec's, the prefix is ours (the prefix of the list the name appears in).
 * 'ours': wholly ours, for calls the spec describes without a path or does not show at all.
 * The reference server and partner back ends may treat 'named' and 'ours' paths as the contract's own
 * choices; the contract tests check every path not flagged here against the spec text.
 */
export type Origin = 'spec' | 'named' | 'ours';

export interface Endpoint<Req = unknown, Res = unknown> {
  readonly path: string;
  readonly transport: Transport;
  /** A paged list call: a non-200 reply shows the list error state with the retry text (spec §8). */
  readonly list?: boolean;
  /** Needs a logged-in user (spec §6); the server answers 4001 without a valid Authorization. */
  readonly auth?: boolean;
  /** Left out for 'spec' paths (see Origin). */
  readonly origin?: Exclude<Origin, 'spec'>;
  /** Phantom: the request (customData) type. Never set at run time. */
  readonly __req?: Req;
  /** Phantom: the reply customData type. Never set at run time. */
  readonly __res?: Res;
}

/** Any endpoint, whatever its types (phantom fields are covariant, so every Endpoint fits). */
export type AnyEndpoint = Endpoint<unknown, unknown>;

export type RequestOf<E> = E extends Endpoint<infer Req, unknown> ? Req : never;
export type ResponseOf<E> = E extends Endpoint<unknown, infer Res> ? Res : never;

export interface EndpointOptions {
  transport?: Transport;
  list?: boolean;
  auth?: boolean;
  origin?: Origin;
}

/**
 * `endpoint<Req, Res>()(path, opts)`: the two-step call lets the types be given explicitly while the
 * options stay inferred. Flags that are off are left out so the table stays small when serialized.
 */
export function endpoint<Req, Res>() {
  return (path: string, opts: EndpointOptions = {}): Endpoint<Req, Res> => {
    const e: { path: string; transport: Transport; list?: boolean; auth?: boolean; origin?: Exclude<Origin, 'spec'> } = {
      path,
      transport: opts.transport ?? 'json',
    };
    if (opts.list) e.list = true;
    if (opts.auth) e.auth = true;
    if (opts.origin && opts.origin !== 'spec') e.origin = opts.origin;
    return e;
  };
}

/**
 * Fills `:name` segments of a GET path from the request object (values URI-encoded; a missing
 * value leaves the segment empty). Takes `object` so request interfaces fit without an index signature.
 */
export function fillPath(path: string, params: object): string {
  const values = params as Readonly<Record<string, unknown>>;
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => encodeURIComponent(String(values[name] ?? '')));
}

/** Names of the `:name` segments of a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] as string);
}
