// A screen drawn in parts (src/ui/use-staged.ts): part 0 with the first render, each next part
// only once the frame of the one before has been drawn, up to the last, then nothing more.
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStaged } from '../../../src/ui/use-staged.js';
import { cleanup, mount } from './render.js';

function Parts({ last }: { last: number }) {
  const stage = useStaged(last);
  return <p data-stage={stage}>{Array.from({ length: stage + 1 }, (_, i) => <span key={i}>{i}</span>)}</p>;
}

const frames: FrameRequestCallback[] = [];
/** Draws one frame: runs the animation-frame callbacks, then the timeout each of them set. */
async function frame() {
  await act(async () => {
    for (const cb of frames.splice(0)) cb(performance.now());
    await new Promise((r) => setTimeout(r, 0));
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  frames.length = 0;
});

describe('useStaged', () => {
  it('draws one more part per painted frame, and stops at the last', async () => {
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const host = mount(<Parts last={2} />);
    const stage = () => host.querySelector('p')!.getAttribute('data-stage');
    expect(stage()).toBe('0');
    // No frame drawn yet: still part 0, however long the page waits.
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(stage()).toBe('0');
    await frame();
    expect(stage()).toBe('1');
    await frame();
    expect(stage()).toBe('2');
    expect(host.textContent).toBe('012');
    await frame();
    expect(frames).toHaveLength(0);
    expect(stage()).toBe('2');
  });

  it('goes on without frames in a hidden page', async () => {
    vi.stubGlobal('requestAnimationFrame', () => {
      throw new Error('no frames in a hidden page');
    });
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const host = mount(<Parts last={3} />);
    for (let i = 0; i < 3; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(host.querySelector('p')!.getAttribute('data-stage')).toBe('3');
    hidden.mockRestore();
  });
});
