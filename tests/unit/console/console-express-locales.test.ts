// The console's parcel calls (src/contract/console-express.ts) answer with messages the console
// names in the three languages: their refusals, the validation keys of their schemas, the
// 'warehouse' role wherever roles are named, and the audit actions of a receipt and a step.
import { describe, expect, it } from 'vitest';
import cn from '../../../locales/console/cn.json';
import en from '../../../locales/console/en.json';
import fr from '../../../locales/console/fr.json';
import { CONSOLE_EXPRESS_ERRORS } from '../../../src/contract/console-express.js';
import { MSG } from '../../../src/contract/validation/messages.js';

const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);

describe('console parcel locales', () => {
  it('name every refusal, validation key, the warehouse role and the audit actions', () => {
    const needed = [
      ...Object.values(CONSOLE_EXPRESS_ERRORS), MSG.parcelWeight, MSG.parcelSide, MSG.parcelRoute, MSG.maxLength, MSG.choose, MSG.checkWarning,
      'roles.warehouse', 'operators.roles.warehouse', 'audit.actions.parcel_receive', 'audit.actions.parcel_advance',
    ];
    for (const [name, tree] of Object.entries({ cn, en, fr })) {
      for (const key of needed) expect(typeof lookup(tree, key), `${name} ${key}`).toBe('string');
    }
  });

  it('put no-break spaces before French double punctuation in the parcel refusals and audit actions', () => {
    const texts = JSON.stringify([...Object.values(CONSOLE_EXPRESS_ERRORS).map((k) => lookup(fr, k)), fr.audit.actions.parcel_receive, fr.audit.actions.parcel_advance]);
    expect(texts).not.toMatch(/ [:;?!»]/);
  });
});
