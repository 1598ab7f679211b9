// The SDK's `offline` mount option (issue: Beyond the spec, item 4 "not in embedded modes unless the
// partner opts in"): off by default, a boolean, and refused in inline mode (the partner's origin).
import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../../../sdk/options.js';

const serverUrl = 'https://market.example.com';

describe('options.offline', () => {
  it('is off unless the partner opts in', () => {
    expect(resolveOptions({ serverUrl }).offline).toBe(false);
    expect(resolveOptions({ serverUrl, offline: true }).offline).toBe(true);
    expect(resolveOptions({ serverUrl, mode: 'iframe', offline: false }).offline).toBe(false);
  });

  it('says what it expects', () => {
    expect(() => resolveOptions({ serverUrl, offline: 'yes' })).toThrow("options.offline must be true or false, got 'yes'");
    expect(() => resolveOptions({ serverUrl, mode: 'inline', offline: true })).toThrow(/options\.offline only applies with mode 'iframe'/);
  });
});
