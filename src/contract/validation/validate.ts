// Runs a schema and reports issues as {path, key} (spec §5 messages as locale keys). Never throws:
// forms call it on every change and the server on every request.
import * as v from 'valibot';
import { isValidationKey, MSG, type ValidationKey } from './messages.js';

export interface ValidationIssue {
  /** Dot path of the field ('title', 'tel', 'fileList.0.imgPath'); '' for the whole input. */
  path: string;
  key: ValidationKey;
  /** Placeholder values of the message (e.g. {max: 5} for validation.mostTags), from the failed rule. */
  values?: Record<string, number>;
}

/** The number a length/value/size rule required, as the message's {{min}} or {{max}}. */
function valuesOf(issue: v.BaseIssue<unknown>): Record<string, number> | undefined {
  const req = issue.requirement;
  if (typeof req !== 'number') return undefined;
  if (issue.type.startsWith('max')) return { max: req };
  if (issue.type.startsWith('min')) return { min: req };
  return undefined;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] };

/**
 * One issue per path, the first the schema found: pipes list the rules in the order the user
 * should fix them (empty before too long), so the first is the one to show. Issues whose message
 * is not one of our keys (a nested type error with valibot's default text) become checkWarning.
 */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): Validation<v.InferOutput<S>> {
  let result: ReturnType<typeof v.safeParse<S>>;
  try {
    result = v.safeParse(schema, input);
  } catch {
    // A schema should not throw; if a check ever does, the input is refused, not the caller crashed.
    return { ok: false, issues: [{ path: '', key: MSG.checkWarning }] };
  }
  if (result.success) return { ok: true, value: result.output };
  const seen = new Set<string>();
  const issues: ValidationIssue[] = [];
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    if (seen.has(path)) continue;
    seen.add(path);
    const values = valuesOf(issue);
    issues.push({ path, key: isValidationKey(issue.message) ? issue.message : MSG.checkWarning, ...(values ? { values } : {}) });
  }
  return { ok: false, issues };
}

/** The issue key of one field, or null: what a form shows under that field. */
export function issueFor(issues: readonly ValidationIssue[], path: string): ValidationKey | null {
  return issues.find((i) => i.path === path)?.key ?? null;
}
