// Object schemas for forms and payloads, plus cross-field rules.
//
// Why not a plain v.object: valibot reports a missing key with the OBJECT's message, not the
// field's, so a payload without `tagId` would not say "choose". formObject first gives every
// declared key a value (undefined when absent), so each field's own rule speaks.
import * as v from 'valibot';
import { isRecord } from '../is-record.js';
import { MSG, type ValidationKey } from './messages.js';

export { isRecord };

export function formObject<const E extends v.ObjectEntries>(entries: E) {
  return v.pipe(
    v.custom<Record<string, unknown>>(isRecord, MSG.checkWarning),
    v.transform((input: Record<string, unknown>) => {
      const filled: Record<string, unknown> = { ...input };
      for (const key of Object.keys(entries)) if (!(key in filled)) filled[key] = undefined;
      return filled;
    }),
    v.object(entries),
  );
}

/** What a cross-field rule returns: the field to blame and the message, or null. */
export type CrossProblem = { field: string; key: ValidationKey } | null;

/**
 * A rule over several fields (floor vs total floors, city vs multi-country, confirmation vs
 * password). It runs even when other fields have issues (so every message shows at once) and
 * reads the values loosely because they may be unvalidated; each rule checks what it needs.
 */
export function crossRule<T>(rule: (value: Readonly<Record<string, unknown>>) => CrossProblem) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const value: unknown = dataset.value;
    if (!isRecord(value)) return;
    const problem = rule(value);
    if (!problem) return;
    addIssue({
      message: problem.key,
      path: [{ type: 'object', origin: 'value', input: value, key: problem.field, value: value[problem.field] }],
    });
  });
}
