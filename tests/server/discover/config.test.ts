// The package gate's setting (config.ts sharesNeedMembership; spec §6 "Viewing shares ... depend on
// the package"): off unless SHARES_NEED_MEMBERSHIP says 1 or true.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../examples/server/config.js';

describe('sharesNeedMembership', () => {
  it.each([
    [undefined, false], ['', false], ['0', false], ['yes', false], ['1', true], ['true', true],
  ])('SHARES_NEED_MEMBERSHIP=%s → %s', (value, on) => {
    expect(readConfig(value === undefined ? {} : { SHARES_NEED_MEMBERSHIP: value }).sharesNeedMembership).toBe(on);
  });
});
