// Form state with the contract's schemas (DESIGN.md §7: one rule set for the app and the server).
// A field's message appears once the user has left it (blur) or tried to submit, and goes away as
// soon as the input is fixed; the whole schema runs every time because rules cross fields (the
// phone rule reads the area code, the confirmation reads the password).
import { useRef, useState } from 'react';
import type * as v from 'valibot';
import { validate, type ValidationIssue } from '../../../contract/validation/validate.js';

export type FormValues = Record<string, string | boolean>;

/** What a field shows under it: a locale key (client rule) or a server message, already translated. */
export type FieldError = { key: string; values?: Record<string, number> } | { text: string };

export interface Form<V extends FormValues> {
  values: V;
  set<K extends keyof V & string>(name: K, value: V[K]): void;
  /** Marks the field visited and shows its message, if any. */
  blur(name: keyof V & string): void;
  error(name: keyof V & string): FieldError | undefined;
  /** A message for the whole form (server refusal without a field), or undefined. */
  formError: FieldError | undefined;
  /** Shows a server answer under a field ('' or an unknown field: the whole form). */
  fail(field: string, error: FieldError): void;
  /** Validates everything and shows every message; the parsed values when valid, else null. */
  check<S extends v.GenericSchema>(): v.InferOutput<S> | null;
  /** Clears the values back to `initial` (tab switch, success). */
  reset(): void;
}

const issueError = (i: ValidationIssue): FieldError => ({ key: i.key, ...(i.values ? { values: i.values } : {}) });

export function useForm<V extends FormValues>(schema: v.GenericSchema, initial: V): Form<V> {
  const [values, setValues] = useState<V>(initial);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [server, setServer] = useState<Readonly<Record<string, FieldError>>>({});
  const initialRef = useRef(initial);

  const result = validate(schema, values);
  const issues = result.ok ? [] : result.issues;
  const issueOf = (name: string) => issues.find((i) => i.path === name);

  return {
    values,
    set(name, value) {
      setValues((old) => ({ ...old, [name]: value }));
      // A server answer about a field is stale once the field changes.
      if (server[name] || server['']) setServer(({ [name]: _f, '': _all, ...rest }) => rest);
    },
    blur(name) {
      if (!shown.has(name)) setShown(new Set(shown).add(name));
    },
    error(name) {
      const own = server[name];
      if (own) return own;
      const issue = shown.has(name) ? issueOf(name) : undefined;
      return issue ? issueError(issue) : undefined;
    },
    formError: server[''] ?? (shown.has('') ? issues.find((i) => i.path === '' || !(i.path in values)) : undefined),
    fail(field, error) {
      setServer((old) => ({ ...old, [field in values ? field : '']: error }));
    },
    check<S extends v.GenericSchema>() {
      setShown(new Set([...Object.keys(values), '']));
      return result.ok ? (result.value as v.InferOutput<S>) : null;
    },
    reset() {
      setValues(initialRef.current);
      setShown(new Set());
      setServer({});
    },
  };
}
