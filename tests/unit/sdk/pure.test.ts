// @vitest-environment node
// The pure entry (issue 4 "SDK" 1): importing it during server rendering runs nothing and touches
// no global; mount() and loadSDK() resolve null without a window.
import { describe, expect, it } from 'vitest';

describe('pure entry without a window', () => {
  it('imports without side effects and resolves null', async () => {
    const before = Object.keys(globalThis).sort();
    const pure = await import('../../../sdk/pure.js');
    expect(Object.keys(globalThis).sort()).toEqual(before);
    expect(typeof window).toBe('undefined');
    await expect(pure.loadSDK()).resolves.toBeNull();
    await expect(pure.mount('#x', { serverUrl: 'https://a.example' })).resolves.toBeNull();
  });

  it('the full module imports without a window too, and its mount() explains why it cannot run', async () => {
    const sdk = await import('../../../sdk/index.js');
    await expect(sdk.mount('#x', { serverUrl: 'https://a.example' })).rejects.toThrow(
      'MarketplaceSDK: mount() needs a browser window (use the pure entry for server rendering)',
    );
  });
});
