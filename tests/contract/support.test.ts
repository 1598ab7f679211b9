// The suite's own checkers must be able to fail: shape specs report missing, extra and mistyped
// fields; the spec §8 effect table gives each code its effect. No database.
import { describe, expect, it } from 'vitest';
import { expectedEffects } from './support/cases.js';
import { S, SHAPES, shapeProblems } from './support/shapes.js';

describe('shape checker', () => {
  it('accepts a reply of the contract type', () => {
    expect(shapeProblems({ releaseAreaNum: 3 }, SHAPES.releaseAbility)).toEqual([]);
    expect(shapeProblems([{ id: 1, name: 'x' }], SHAPES.idNames)).toEqual([]);
  });

  it('reports a missing, an extra and a mistyped field with its path', () => {
    expect(shapeProblems({}, SHAPES.releaseAbility)).toEqual(['$.releaseAreaNum: missing']);
    expect(shapeProblems({ releaseAreaNum: 3, extra: 1 }, SHAPES.releaseAbility)).toEqual(['$.extra: not in the contract type']);
    expect(shapeProblems([{ id: '1', name: 'x' }], SHAPES.idNames)).toEqual(['$[0].id: expected number, got string']);
  });

  it('checks array minimums, literals, optional and nullable fields', () => {
    expect(shapeProblems([], SHAPES.idNames)).toEqual(['$: expected at least 1 items, got 0']);
    expect(shapeProblems({ state: 2 }, SHAPES.qrStatus(0, false))).toHaveLength(1);
    expect(shapeProblems({ adUrl: 'a' }, SHAPES.adInfo)).toEqual([]);
    expect(shapeProblems(null, SHAPES.city)).toEqual([]);
    expect(shapeProblems(Number.NaN, S.number)).toHaveLength(1);
  });
});

describe('spec §8 effects', () => {
  it.each([
    [200, []],
    [4036, []],
    [4001, [{ kind: 'navigate', value: '/login' }]],
    [4010, [{ kind: 'navigate', value: '/common/error' }]],
    [4034, [{ kind: 'navigate', value: '/index' }]],
    [4022, [{ kind: 'alert', value: 'm' }]],
    [4422, [{ kind: 'toast', value: 'm' }]],
    [4403, [{ kind: 'toast', value: 'm' }]],
  ])('code %i', (code, effects) => {
    expect(expectedEffects(code, 'm')).toEqual(effects);
  });

  it('a silent call shows nothing', () => {
    expect(expectedEffects(4422, 'm', true)).toEqual([]);
  });
});
