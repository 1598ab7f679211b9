// A call's outcome as plain data (what the harness pages show and tests read): the result, or
// the bridge error code and message.

export type Settled = { ok: true; result: unknown } | { ok: false; code: string; message: string };

export function settle(p: Promise<unknown>): Promise<Settled> {
  return p.then(
    (result) => ({ ok: true as const, result }),
    (e: unknown) => ({
      ok: false as const,
      code: typeof (e as { code?: unknown })?.code === 'string' ? (e as { code: string }).code : 'INTERNAL',
      message: e instanceof Error ? e.message : String(e),
    }),
  );
}

/** Result text for the page: a picked File (web fallback) is shown by name, not as {}. */
export function describeSettled(s: Settled): string {
  if (!s.ok) return `${s.code}: ${s.message}`;
  return JSON.stringify(s.result, (_k, v: unknown) =>
    typeof File !== 'undefined' && v instanceof File ? `File ${v.name} (${v.type}, ${v.size} bytes)` : v);
}
