// The server's one input layer (examples/server/http/input.ts): what every domain relies on when it
// reads customData (spec §7 "Common": 4422 with {issues: [{path, key}]}, never 5000).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ReplyError } from '../../examples/server/http/handler.js';
import {
  asRecord, emptySchema, fieldError, MAX_FIELD_LENGTH, parseInput, scalarNumber, scalarText, withoutNul,
} from '../../examples/server/http/input.js';
import { CODE } from '../../src/contract/codes.js';
import { MSG } from '../../src/contract/validation/messages.js';

/** The refusal `run` throws, as the route would answer it. */
function refusal(run: () => unknown): { code: number; key: string; customData: unknown } {
  try {
    run();
  } catch (e) {
    if (e instanceof ReplyError) return { code: e.code, key: e.key, customData: e.customData };
    throw e;
  }
  throw new Error('expected a refusal');
}

const named = v.object({ name: v.pipe(v.string(MSG.checkWarning), v.minLength(1, MSG.checkWarning)) });
const POISONS: unknown[] = [{ toString: 'x' }, { valueOf: 'x' }, { toString: {}, valueOf: 1 }, [], true];

describe('server input layer', () => {
  it('reads absent customData as {} and refuses arrays and scalars whole', () => {
    expect(parseInput(emptySchema, null)).toEqual({});
    expect(parseInput(emptySchema, undefined)).toEqual({});
    for (const input of [[], [1], 'x', 0, true]) {
      expect(refusal(() => parseInput(emptySchema, input))).toEqual({
        code: CODE.VALIDATION, key: MSG.checkWarning, customData: { issues: [{ path: '', key: MSG.checkWarning }] },
      });
    }
  });

  it('refuses a string too long or holding NUL by its path, before the schema runs', () => {
    const long = { name: 'ok', nested: { deep: 'x'.repeat(MAX_FIELD_LENGTH + 1) } };
    expect(refusal(() => parseInput(named, long)).customData).toEqual({ issues: [{ path: 'nested.deep', key: MSG.inputLimit }] });
    expect(refusal(() => parseInput(named, { name: 'a\u0000b' })).customData).toEqual({ issues: [{ path: 'name', key: MSG.inputLimit }] });
  });

  it('takes per-call limits: a longer maxLength, and fields whose schema bounds and cleans its own text', () => {
    const text = v.object({ name: v.string(), words: v.optional(v.string()) });
    const long = 'x'.repeat(MAX_FIELD_LENGTH + 1);
    expect(parseInput(text, { name: long }, { maxLength: MAX_FIELD_LENGTH + 1 })).toEqual({ name: long });
    expect(refusal(() => parseInput(text, { name: `${long}x` }, { maxLength: MAX_FIELD_LENGTH + 1 })).customData).toEqual({
      issues: [{ path: 'name', key: MSG.inputLimit }],
    });
    // words is skipped (length and NUL); name is still checked, at the default limit.
    expect(parseInput(text, { name: 'a', words: `${long}\u0000` }, { ownText: ['words'] })).toEqual({ name: 'a', words: `${long}\u0000` });
    expect(refusal(() => parseInput(text, { name: 'a\u0000', words: 'w' }, { ownText: ['words'] })).customData).toEqual({
      issues: [{ path: 'name', key: MSG.inputLimit }],
    });
  });

  it('answers schema issues with the list the forms read', () => {
    expect(parseInput(named, { name: 'Awa' })).toEqual({ name: 'Awa' });
    expect(refusal(() => parseInput(named, { name: '' }))).toEqual({
      code: CODE.VALIDATION, key: MSG.checkWarning, customData: { issues: [{ path: 'name', key: MSG.checkWarning, values: { min: 1 } }] },
    });
  });

  it('refuses objects that cannot be strings instead of throwing (never 5000)', () => {
    for (const poison of POISONS) {
      expect(refusal(() => parseInput(named, { name: poison })).code).toBe(CODE.VALIDATION);
      expect(refusal(() => scalarText(poison, 'userId'))).toEqual({
        code: CODE.VALIDATION, key: MSG.checkWarning, customData: { issues: [{ path: 'userId', key: MSG.checkWarning }] },
      });
      expect(refusal(() => scalarNumber(poison, 'size', MSG.numberPositive)).key).toBe(MSG.numberPositive);
    }
    expect(refusal(() => asRecord([])).customData).toEqual({ issues: [{ path: '', key: MSG.checkWarning }] });
  });

  it('reads scalars as text or number, and stores text without NUL', () => {
    expect([scalarText('a', 'f'), scalarText(12.5, 'f'), scalarText(null, 'f'), scalarText(undefined, 'f')]).toEqual(['a', '12.5', '', '']);
    expect(refusal(() => scalarText(Number.NaN, 'f')).code).toBe(CODE.VALIDATION);
    expect([scalarNumber(' 7 ', 'f'), scalarNumber(3, 'f')]).toEqual([7, 3]);
    expect(withoutNul('a\u0000b\u0000')).toBe('ab');
    expect(fieldError('areaId', MSG.choose).customData).toEqual({ issues: [{ path: 'areaId', key: MSG.choose }] });
  });
});
