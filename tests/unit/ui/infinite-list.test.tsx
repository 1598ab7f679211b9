import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfiniteList } from '../../../src/ui/infinite-list.js';
import type { PageRequest, PageResult } from '../../../src/ui/list-controller.js';
import { useInfiniteList } from '../../../src/ui/use-infinite-list.js';
import { cleanup, click, deferred, flush, mount } from './render.js';
import { FakeIO } from './fake-intersection-observer.js';

const showSentinel = () => act(() => FakeIO.all.forEach((io) => io.fire()));

afterEach(() => {
  cleanup();
  FakeIO.all = [];
  vi.unstubAllGlobals();
});

type Call = { key: string; page: PageRequest; d: ReturnType<typeof deferred<PageResult<string>>> };

function Harness({ calls, filter }: { calls: Call[]; filter: string }) {
  const list = useInfiniteList<string>({
    pageSize: 2,
    resetKey: filter,
    fetchPage: (page) => {
      const d = deferred<PageResult<string>>();
      calls.push({ key: filter, page, d });
      return d.promise;
    },
  });
  return <InfiniteList list={list} itemKey={(s) => s} renderItem={(s) => <span className="item">{s}</span>} />;
}

const items = (host: Element) => [...host.querySelectorAll('.item')].map((e) => e.textContent);
const answer = async (call: Call | undefined, res: PageResult<string>) => {
  call!.d.resolve(res);
  await flush();
};

describe('InfiniteList + useInfiniteList', () => {
  it('loads page 1 on mount, the next page when the sentinel shows, and stops when finished', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIO);
    const calls: Call[] = [];
    const host = mount(<Harness calls={calls} filter="a" />);
    await flush();
    expect(host.querySelector('[role="status"]')?.textContent).toBe('list.loading');
    await answer(calls[0], { code: 200, items: ['a1', 'a2'] });
    expect(items(host)).toEqual(['a1', 'a2']);
    expect(host.querySelector('.mkt-list-sentinel')).not.toBeNull();
    showSentinel();
    expect(calls.map((c) => c.page.index)).toEqual([1, 2]);
    await answer(calls[1], { code: 200, items: ['a3'] });
    expect(items(host)).toEqual(['a1', 'a2', 'a3']);
    expect(host.textContent).toContain('list.finished');
    expect(host.querySelector('.mkt-list-sentinel')).toBeNull();
  });

  it('shows the request-failed retry text on non-200 and tapping it asks for the same page', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIO);
    const calls: Call[] = [];
    const host = mount(<Harness calls={calls} filter="a" />);
    await flush();
    await answer(calls[0], { code: 4404, items: [] });
    const retry = host.querySelector('button.mkt-list-retry');
    expect(retry?.textContent).toBe('list.requestFailed');
    await click(retry);
    expect(calls.map((c) => c.page.index)).toEqual([1, 1]);
    await answer(calls[1], { code: 200, items: [] });
    expect(host.querySelector('.mkt-empty')?.textContent).toBe('list.empty');
  });

  it('resets to page 1 with an empty list when the key changes, dropping the old key’s late reply', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIO);
    const calls: Call[] = [];
    const host = mount(<Harness calls={calls} filter="a" />);
    await flush();
    await answer(calls[0], { code: 200, items: ['a1', 'a2'] });
    showSentinel(); // page 2 of "a" is now in flight
    expect(calls[1]).toMatchObject({ key: 'a', page: { index: 2 } });
    act(() => render(<Harness calls={calls} filter="c" />, host));
    await flush();
    expect(items(host)).toEqual([]);
    expect(calls[2]).toMatchObject({ key: 'c', page: { index: 1 } });
    await answer(calls[1], { code: 200, items: ['a3', 'a4'] }); // late reply for the old key
    expect(items(host)).toEqual([]);
    await answer(calls[2], { code: 200, items: ['c1'] });
    expect(items(host)).toEqual(['c1']);
  });

  it('offers a load-more button when IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const calls: Call[] = [];
    const host = mount(<Harness calls={calls} filter="a" />);
    await flush();
    await answer(calls[0], { code: 200, items: ['a1', 'a2'] });
    const more = host.querySelector('button.mkt-list-more');
    expect(more?.textContent).toBe('list.loadMore');
    await click(more);
    expect(calls.map((c) => c.page.index)).toEqual([1, 2]);
  });
});
