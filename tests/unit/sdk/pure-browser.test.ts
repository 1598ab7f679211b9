// The pure entry in a browser: loadSDK() gives the SDK module (memoized), mount() is the SDK's.
import { describe, expect, it } from 'vitest';
import * as sdk from '../../../sdk/index.js';
import { loadSDK } from '../../../sdk/pure.js';

describe('pure entry with a window', () => {
  it('loads the SDK module once', async () => {
    const a = await loadSDK();
    const b = await loadSDK();
    expect(a).toBe(b);
    expect(a?.mount).toBe(sdk.mount);
    expect(a?.command).toBe(sdk.command);
  });
});
