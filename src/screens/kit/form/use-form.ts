// Form state with the contract's schemas (DESIGN.md §7: one rule set for the app and the server).
// A field's message appears once the user has left it (blur) or tried to submit, and goes away as
// soon as the input is fixed; the whole schema runs every time because rules cross fields (the
// phone rule reads the area code, the confirmation reads the password).
//
// Values are JSON-like (text, numbers, yes/no, picked ids, lists of ids, phones or pictures), so a
// form's state can be stored as a draft as it is (spec §3 "Draft"). A form whose widgets hold
// values in another shape than its schema reads (the publish form's phone rows vs the payload's
// comma-joined `tel`) passes `input`, and `alias` names the field that shows each schema path.
import { useRef, useState } from 'react';
import type * as v from 'valibot';
import { validate, type ValidationIssue } from '../../../contract/validation/validate.js';

/** One field's value: text, number, yes/no, nothing (null), a list, or a plain record (names, a picture). */
export type FieldValue = string | number | boolean | null | readonly unknown[] | object;

export type FormValues = Record<string, FieldValue>;

/** What a field shows under it: a locale key (client rule) or a server message, already translated. */
export type FieldError = { key: string; values?: Record<string, number> } | { text: string };

export interface FormOptions<V extends FormValues> {
  /** What the schema validates, made from the values (default: the values themselves). */
  input?(values: V): unknown;
  /** Schema path (whole, or its first segment) -> the field that shows its message ('tel' -> 'phones'). */
  alias?: Readonly<Record<string, string>>;
}

export interface Form<V extends FormValues> {
  values: V;
  set<K extends keyof V & string>(name: K, value: V[K]): void;
  /**
   * Sets several fields at once (a country resets its city; a draft or an edit fills the form).
   * A function reads the latest values (two changes in one render both count).
   */
  patch(values: Partial<V> | ((old: V) => Partial<V>)): void;
  /** Marks the field visited and shows its message, if any. */
  blur(name: keyof V & string): void;
  error(name: keyof V & string): FieldError | undefined;
  /** A message for the whole form (server refusal without a field), or undefined. */
  formError: FieldError | undefined;
  /** Shows a server answer under a field ('' or an unknown field: the whole form). */
  fail(field: string, error: FieldError): void;
  /** Validates everything and shows every message; the parsed values when valid, else null. */
  check<S extends v.GenericSchema>(): v.InferOutput<S> | null;
  /** The fields that have a message now (after check()), in the order of `values`. */
  invalidFields(): string[];
  /** Clears the values back to `initial` (tab switch, success). */
  reset(): void;
}

const issueError = (i: ValidationIssue): FieldError => ({ key: i.key, ...(i.values ? { values: i.values } : {}) });

export function useForm<V extends FormValues>(schema: v.GenericSchema, initial: V, options: FormOptions<V> = {}): Form<V> {
  const [values, setValues] = useState<V>(initial);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [server, setServer] = useState<Readonly<Record<string, FieldError>>>({});
  const initialRef = useRef(initial);

  const result = validate(schema, options.input ? options.input(values) : values);
  const issues = result.ok ? [] : result.issues;
  /** The field an issue belongs to: its exact path, else the alias or first segment of it. */
  const fieldOf = (path: string): string => {
    if (path in values) return path;
    const head = path.split('.')[0] ?? '';
    // A nested path may have its own field ('goods.name' -> 'name'), else its head's.
    return options.alias?.[path] ?? options.alias?.[head] ?? head;
  };
  const issueOf = (name: string) => issues.find((i) => i.path !== '' && fieldOf(i.path) === name);
  const clearServer = (names: readonly string[]) => {
    if (names.some((n) => server[n]) || server['']) {
      setServer((old) => Object.fromEntries(Object.entries(old).filter(([k]) => k !== '' && !names.includes(k))));
    }
  };

  return {
    values,
    set(name, value) {
      setValues((old) => ({ ...old, [name]: value }));
      // A server answer about a field is stale once the field changes.
      clearServer([name]);
    },
    patch(part) {
      setValues((old) => ({ ...old, ...(typeof part === 'function' ? part(old) : part) }));
      if (typeof part !== 'function') clearServer(Object.keys(part));
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
    formError: server[''] ?? (shown.has('') ? issues.find((i) => i.path === '' || !(fieldOf(i.path) in values)) : undefined),
    fail(field, error) {
      const name = field === '' ? '' : fieldOf(field);
      setServer((old) => ({ ...old, [name in values ? name : '']: error }));
    },
    check<S extends v.GenericSchema>() {
      setShown(new Set([...Object.keys(values), '']));
      return result.ok ? (result.value as v.InferOutput<S>) : null;
    },
    invalidFields() {
      return Object.keys(values).filter((name) => server[name] || issueOf(name));
    },
    reset() {
      setValues(initialRef.current);
      setShown(new Set());
      setServer({});
    },
  };
}
