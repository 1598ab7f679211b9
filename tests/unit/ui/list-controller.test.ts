import { describe, expect, it } from 'vitest';
import { createListController, type PageRequest, type PageResult } from '../../../src/ui/list-controller.js';
import { deferred } from './render.js';

type D = ReturnType<typeof deferred<PageResult<number>>>;

function setup(pageSize = 3) {
  const calls: { page: PageRequest; d: D }[] = [];
  const list = createListController<number>({
    pageSize,
    fetchPage: (page) => {
      const d = deferred<PageResult<number>>();
      calls.push({ page, d });
      return d.promise;
    },
  });
  return { list, calls };
}
const tick = () => new Promise((r) => setTimeout(r, 0));
const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

describe('list controller (spec §4 Lists)', () => {
  it('loads pages, appends them, raises the page index and finishes on a short page', async () => {
    const { list, calls } = setup(3);
    list.loadMore();
    expect(list.state.status).toBe('loading');
    list.loadMore(); // no second request while loading
    expect(calls.map((c) => c.page)).toEqual([{ index: 1, size: 3 }]);
    calls[0]!.d.resolve({ code: 200, items: range(1, 3) });
    await tick();
    expect(list.state).toEqual({ items: [1, 2, 3], status: 'idle', page: 2 });
    list.loadMore();
    expect(calls[1]!.page).toEqual({ index: 2, size: 3 });
    calls[1]!.d.resolve({ code: 200, items: [4] });
    await tick();
    expect(list.state).toEqual({ items: [1, 2, 3, 4], status: 'finished', page: 3 });
    list.loadMore();
    expect(calls).toHaveLength(2);
  });

  it('finishes with no data', async () => {
    const { list, calls } = setup();
    list.loadMore();
    calls[0]!.d.resolve({ code: 200, items: [] });
    await tick();
    expect(list.state).toMatchObject({ items: [], status: 'finished' });
  });

  it('goes to error on non-200 or a failed call; retry asks for the same page', async () => {
    const { list, calls } = setup(2);
    list.loadMore();
    calls[0]!.d.resolve({ code: 200, items: [1, 2] });
    await tick();
    list.loadMore();
    calls[1]!.d.resolve({ code: 5002, items: [] });
    await tick();
    expect(list.state).toEqual({ items: [1, 2], status: 'error', page: 2 });
    list.loadMore(); // does not skip past the failed page
    expect(calls).toHaveLength(2);
    list.retry();
    expect(calls[2]!.page.index).toBe(2);
    calls[2]!.d.reject(new Error('offline'));
    await tick();
    expect(list.state.status).toBe('error');
    list.retry();
    expect(calls[3]!.page.index).toBe(2);
    calls[3]!.d.resolve({ code: 200, items: [3, 4] });
    await tick();
    expect(list.state).toEqual({ items: [1, 2, 3, 4], status: 'idle', page: 3 });
  });

  it('reset empties the list, restarts at page 1 and ignores late responses of the old key', async () => {
    const { list, calls } = setup(2);
    list.loadMore();
    calls[0]!.d.resolve({ code: 200, items: [1, 2] });
    await tick();
    list.loadMore(); // page 2 of the old key, still in flight
    list.reset();
    expect(list.state).toEqual({ items: [], status: 'idle', page: 1 });
    list.loadMore();
    expect(calls[2]!.page.index).toBe(1);
    calls[1]!.d.resolve({ code: 200, items: [98, 99] }); // late, stale
    await tick();
    expect(list.state).toEqual({ items: [], status: 'loading', page: 1 });
    calls[2]!.d.resolve({ code: 200, items: [10] });
    await tick();
    expect(list.state).toEqual({ items: [10], status: 'finished', page: 2 });
  });
});
