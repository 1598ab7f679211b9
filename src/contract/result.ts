// A coded error that can cross the worker and the bridge (plain data, structured-clone safe).
// DESIGN.md §7: errors are typed and serializable; transport errors are values, not throws.

export interface CodedError {
  /** A code of spec §8 (e.g. 5002) or one of ours listed in codes.ts. */
  code: number;
  /** Human text in English; the UI shows the translated text of `key` when there is one. */
  message: string;
  /** Locale key of the message (locales/en.json), when the spec names the message. */
  key?: string;
  /** Where it went wrong, for logs (never shown to users). */
  detail?: string;
}

export type Result<T, E = CodedError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const fail = (error: CodedError): Result<never> => ({ ok: false, error });
