// The console's locale files (locales/console/*.json) hold the same keys in cn, en and fr, and
// every message key the console's server can answer with or its pages name.
import { describe, expect, it } from 'vitest';
import cn from '../../../locales/console/cn.json';
import en from '../../../locales/console/en.json';
import fr from '../../../locales/console/fr.json';
import { CONSOLE_CALLS, CONSOLE_ERRORS, OPERATOR_ROLES } from '../../../src/contract/console-api.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { MODULES } from '../../../src/modules/index.js';

const LOCALES = { cn, en, fr } as const;

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);
}

describe('console locales', () => {
  it('have the same keys in the three languages, none empty', () => {
    const reference = keys(en).sort();
    for (const [name, tree] of Object.entries(LOCALES)) {
      expect(keys(tree).sort(), name).toEqual(reference);
      for (const key of reference) expect(String(lookup(tree, key)).trim(), `${name} ${key}`).not.toBe('');
    }
  });

  it('name every refusal the console server answers with and every validation key of its schemas', () => {
    const needed = [...Object.values(CONSOLE_ERRORS), MSG.checkWarning, MSG.pleaseInput, MSG.passwordRequired, MSG.passwordRegp, MSG.reviewReason, MSG.inputLimit, 'errors.network', 'errors.unknown'];
    for (const [name, tree] of Object.entries(LOCALES)) {
      for (const key of needed) expect(typeof lookup(tree, key), `${name} ${key}`).toBe('string');
    }
  });

  it('name every role and every listing module', () => {
    for (const tree of Object.values(LOCALES)) {
      for (const role of OPERATOR_ROLES) expect(typeof lookup(tree, `roles.${role}`)).toBe('string');
      for (const m of Object.values(MODULES)) expect(typeof lookup(tree, `modules.${m.key}`), m.key).toBe('string');
    }
  });

  it('keep the role table closed: every call is public, for any operator, or for known roles', () => {
    for (const access of Object.values(CONSOLE_CALLS)) {
      if (access === 'public' || access === 'operator') continue;
      for (const role of access) expect(OPERATOR_ROLES).toContain(role);
    }
  });
});
