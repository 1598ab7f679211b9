import { describe, expect, it, vi } from 'vitest';
import { BridgeCallError } from '../../../../../bridge/errors.js';
import { shareOut, type ShareOutDeps } from '../../../../../src/screens/kit/share-out.js';

const content = { title: 'Awa', text: 'Bonjour', url: 'https://market.example/discover/posts?shareId=sh1' };

function deps(opts: { shell?: boolean; native?: () => Promise<unknown>; share?: ShareOutDeps['nav']['share']; clipboard?: boolean | 'fails' }) {
  const call = vi.fn(opts.native ?? (async () => ({ shared: true })));
  const writeText = vi.fn(async () => {
    if (opts.clipboard === 'fails') throw new Error('denied');
  });
  const d: ShareOutDeps = {
    native: { inShell: () => opts.shell === true, get: async () => ({ call }) as never },
    nav: { ...(opts.share ? { share: opts.share } : {}), ...(opts.clipboard === false ? {} : { clipboard: { writeText } }) },
  };
  return { d, call, writeText };
}

describe('shareOut', () => {
  it('in a native shell: the shell\'s share sheet with title, text and link', async () => {
    const { d, call, writeText } = deps({ shell: true });
    expect(await shareOut(content, d)).toBe('shared');
    expect(call).toHaveBeenCalledWith('share', content);
    expect(writeText).not.toHaveBeenCalled();
  });
  it('a dismissed native sheet is neither an error nor a copy', async () => {
    expect(await shareOut(content, deps({ shell: true, native: async () => ({ shared: false }) }).d)).toBe('dismissed');
    const cancelled = deps({ shell: true, native: async () => { throw new BridgeCallError('CANCELLED', 'x'); } });
    expect(await shareOut(content, cancelled.d)).toBe('dismissed');
  });
  it('a shell that cannot share: the link is copied', async () => {
    const { d, writeText } = deps({ shell: true, native: async () => { throw new BridgeCallError('UNAVAILABLE', 'no'); } });
    expect(await shareOut(content, d)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(content.url);
  });
  it('a browser with the Web Share API uses it; AbortError is a dismissal', async () => {
    const share = vi.fn(async () => undefined);
    const { d, writeText } = deps({ share });
    expect(await shareOut(content, d)).toBe('shared');
    expect(share).toHaveBeenCalledWith(content);
    expect(writeText).not.toHaveBeenCalled();
    const abort = deps({ share: async () => { throw Object.assign(new Error('x'), { name: 'AbortError' }); } });
    expect(await shareOut(content, abort.d)).toBe('dismissed');
  });
  it('no sheet: copied; no clipboard or a refused one: the link is shown', async () => {
    expect(await shareOut(content, deps({}).d)).toBe('copied');
    expect(await shareOut(content, deps({ clipboard: false }).d)).toBe('shown');
    expect(await shareOut(content, deps({ clipboard: 'fails' }).d)).toBe('shown');
  });
});
