// Multi-country rules (spec §5: cannot exceed the allowed count; select-all only when it is 999).
import { describe, expect, it } from 'vitest';
import { allTicked, toggleAll, toggleId } from '../../../../src/screens/kit/pickers/checklist-rules.js';

const ALL = ['CIV', 'SEN', 'MLI', 'GHA'];

describe('toggleId', () => {
  it('ticks below the limit and unticks at any time', () => {
    expect(toggleId([], 'CIV', 2)).toEqual({ ok: true, selected: ['CIV'] });
    expect(toggleId(['CIV'], 'SEN', 2)).toEqual({ ok: true, selected: ['CIV', 'SEN'] });
    expect(toggleId(['CIV', 'SEN'], 'CIV', 2)).toEqual({ ok: true, selected: ['SEN'] });
  });

  it('refuses a tick past the limit with the exceed notice', () => {
    expect(toggleId(['CIV', 'SEN'], 'MLI', 2)).toEqual({ ok: false, reason: 'exceed' });
    expect(toggleId(['CIV'], 'SEN', 1)).toEqual({ ok: false, reason: 'exceed' });
  });
});

describe('toggleAll', () => {
  it('ticks every country only when the allowed count is 999', () => {
    expect(toggleAll(['SEN'], ALL, 999)).toEqual({ ok: true, selected: ALL });
  });

  it('answers exceed for any other count, even one larger than the list', () => {
    expect(toggleAll([], ALL, 5)).toEqual({ ok: false, reason: 'exceed' });
    expect(toggleAll([], ALL, 1000)).toEqual({ ok: false, reason: 'exceed' });
  });

  it('unticks everything when all are ticked', () => {
    expect(toggleAll(ALL, ALL, 999)).toEqual({ ok: true, selected: [] });
    expect(toggleAll(ALL, ALL, 4)).toEqual({ ok: true, selected: [] });
  });

  it('allTicked needs a non-empty list with every id ticked', () => {
    expect(allTicked(['MLI', 'CIV', 'GHA', 'SEN'], ALL)).toBe(true);
    expect(allTicked(['CIV'], ALL)).toBe(false);
    expect(allTicked([], [])).toBe(false);
  });
});
