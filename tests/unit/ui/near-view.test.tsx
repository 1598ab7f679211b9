// ui/near-view.tsx: the marker below which a page draws more only when the reader comes near.
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NearView } from '../../../src/ui/near-view.js';
import { cleanup, flush, mount } from './render.js';
import { FakeIO } from './fake-intersection-observer.js';

afterEach(() => {
  cleanup();
  FakeIO.all = [];
  vi.unstubAllGlobals();
});

describe('NearView', () => {
  it('calls once when the observer reports it near the scroll box, and not before', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIO);
    const onNear = vi.fn();
    const host = mount(
      <div className="mkt-page">
        <NearView onNear={onNear} margin="0px 0px 50% 0px" />
      </div>,
    );
    await flush();
    expect(onNear).not.toHaveBeenCalled();
    const [io] = FakeIO.all;
    // The screen's frame scrolls, so it is the root the margin applies to.
    expect(io?.options.root).toBe(host.querySelector('.mkt-page'));
    expect(io?.options.rootMargin).toBe('0px 0px 50% 0px');
    act(() => io!.fire());
    expect(onNear).toHaveBeenCalledTimes(1);
    // Done after the first report: it stops observing.
    act(() => io!.fire());
    expect(onNear).toHaveBeenCalledTimes(1);
    expect(io?.targets).toEqual([]);
  });

  it('stops observing when it unmounts', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIO);
    const onNear = vi.fn();
    mount(<NearView onNear={onNear} margin="0px" />);
    await flush();
    cleanup();
    act(() => FakeIO.all.forEach((io) => io.fire()));
    expect(onNear).not.toHaveBeenCalled();
  });

  it('calls at once without IntersectionObserver (old WebViews draw everything)', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onNear = vi.fn();
    mount(<NearView onNear={onNear} margin="0px" />);
    await flush();
    expect(onNear).toHaveBeenCalledTimes(1);
  });
});
