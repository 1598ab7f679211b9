// The seed modules (examples/server/seed/listings/index.ts): one per listing module, in the
// identities' order (the seeded tag and label ids follow it, and e2e tests rely on those ids), and
// each module's listings are its own.
import { describe, expect, it } from 'vitest';
import { SEED_MODULES } from '../../examples/server/seed/listings/index.js';
import { MODULE_KEYS } from '../../src/modules/identities.js';

describe('seed modules', () => {
  it('has each listing module once, in the identities order', () => {
    expect(SEED_MODULES.map((m) => m.key)).toEqual(MODULE_KEYS);
  });

  it("builds listings of the module's own key with seed keys unique across modules", () => {
    const esKeys = SEED_MODULES.flatMap((m) => {
      const listings = m.listings();
      expect(listings.length, m.key).toBeGreaterThan(0);
      expect(new Set(listings.map((l) => l.moduleKey)), m.key).toEqual(new Set([m.key]));
      return listings.map((l) => l.esKey);
    });
    expect(new Set(esKeys).size).toBe(esKeys.length);
  });
});
