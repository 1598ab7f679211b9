// The console's parcels page (examples/console/pages/parcel-*.tsx) names in the three languages
// every parcel state and filter, every event of a parcel's history, each tracking step it records,
// each outcome of a receipt (console-express.ts ParcelRequote), and the same keys in each language.
import { describe, expect, it } from 'vitest';
import cn from '../../../locales/console/cn.json';
import en from '../../../locales/console/en.json';
import fr from '../../../locales/console/fr.json';
import { ADVANCE_STEPS, PARCEL_STATE_FILTERS, type ParcelRequote } from '../../../src/contract/console-express.js';
import { PARCEL_TRACKING } from '../../../src/contract/statuses.js';

const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);

const keysOf = (tree: unknown, prefix = ''): string[] =>
  typeof tree === 'object' && tree !== null ? Object.entries(tree).flatMap(([k, v]) => keysOf(v, `${prefix}${k}.`)) : [prefix.slice(0, -1)];

const REQUOTES: readonly ParcelRequote[] = ['same', 'supplement', 'refunded', 'refundDue'];

describe('console parcel page locales', () => {
  it('name every state, event, step and receipt outcome', () => {
    const needed = [
      'parcels.page', 'parcels.results_one', 'parcels.results_other', 'app.refresh',
      ...PARCEL_STATE_FILTERS.filter((s) => s !== 0).map((s) => `parcels.states.${s}`),
      ...[...PARCEL_TRACKING, 'created', 'paid', 'cancelled', 'expired', 'requoted', 'supplementPaid', 'refunded', 'refundDue'].map((k) => `parcels.events.${k}`),
      ...ADVANCE_STEPS.map((s) => `parcels.advance.next_${s}`),
      ...REQUOTES.map((r) => `parcels.receive.done_${r}`),
      ...['sender', 'operator', 'system'].map((b) => `parcels.by.${b}`),
      ...['cancelled', 'expired'].map((r) => `parcels.closeReasons.${r}`),
    ];
    for (const [name, tree] of Object.entries({ cn, en, fr })) {
      for (const key of needed) expect(typeof lookup(tree, key), `${name} ${key}`).toBe('string');
    }
  });

  it('have the same keys in the three languages', () => {
    expect(keysOf(fr.parcels).sort()).toEqual(keysOf(en.parcels).sort());
    expect(keysOf(cn.parcels).sort()).toEqual(keysOf(en.parcels).sort());
  });

  it('put no-break spaces before French double punctuation and inside units', () => {
    const texts = JSON.stringify(fr.parcels);
    expect(texts).not.toMatch(/ [:;?!»]|« | (kg|cm)\b/);
  });
});
