// The rows a list page keeps (examples/server/cache/row-cache.ts): pages come back in the order of
// their ids with only the missing rows loaded; a newer version of the public data, the TTL and the
// bound each make a kept row be loaded again; a read older than what is kept keeps nothing.
import { describe, expect, it } from 'vitest';
import { createRowCache } from '../../examples/server/cache/row-cache.js';

interface Row { id: string; v: string }

/** A loader over a table that can change, recording what it was asked for. */
function table(initial: Record<string, string>) {
  const rows = { ...initial };
  const asked: string[][] = [];
  return {
    rows,
    asked,
    load: async (ids: string[]): Promise<Row[]> => {
      asked.push([...ids]);
      return ids.filter((id) => id in rows).map((id) => ({ id, v: rows[id]! }));
    },
  };
}

const values = (rows: Row[]) => rows.map((r) => r.v);

describe('createRowCache', () => {
  it('answers in the order of the ids and loads only what it does not keep, per scope', async () => {
    const t = table({ a: 'A', b: 'B', c: 'C' });
    const cache = createRowCache<Row>((r) => r.id);
    expect(values(await cache.rows(0, 'fr', ['c', 'a'], t.load))).toEqual(['C', 'A']);
    expect(values(await cache.rows(0, 'fr', ['a', 'b', 'c'], t.load))).toEqual(['A', 'B', 'C']);
    expect(t.asked).toEqual([['c', 'a'], ['b']]);
    await cache.rows(0, 'en', ['a'], t.load);
    expect(t.asked.at(-1)).toEqual(['a']);
    await cache.rows(0, 'fr', ['a', 'b', 'c'], t.load);
    expect(t.asked).toHaveLength(3);
  });

  it('leaves out an id the loader no longer finds', async () => {
    const t = table({ a: 'A' });
    const cache = createRowCache<Row>((r) => r.id);
    expect(values(await cache.rows(0, 'fr', ['gone', 'a'], t.load))).toEqual(['A']);
  });

  it('loads everything again under a newer version, and keeps nothing read under an older one', async () => {
    const t = table({ a: 'A' });
    const cache = createRowCache<Row>((r) => r.id);
    await cache.rows(1, 'fr', ['a'], t.load);
    t.rows.a = 'A2';
    expect(values(await cache.rows(2, 'fr', ['a'], t.load))).toEqual(['A2']);
    // A read that saw version 1 (before the bump) is served from its own load, and keeps nothing.
    t.rows.a = 'A-old';
    expect(values(await cache.rows(1, 'fr', ['a'], t.load))).toEqual(['A-old']);
    expect(values(await cache.rows(2, 'fr', ['a'], t.load))).toEqual(['A2']);
  });

  it('keeps nothing when the version moved while loading', async () => {
    const t = table({ a: 'A' });
    const cache = createRowCache<Row>((r) => r.id);
    let release = () => undefined as void;
    const gate = new Promise<void>((r) => { release = r; });
    // A read under version 1 whose rows arrive after a write bumped the version to 2.
    const slow = cache.rows(1, 'fr', ['a'], async (ids) => { const old = await t.load(ids); await gate; return old; });
    t.rows.a = 'A2';
    expect(values(await cache.rows(2, 'fr', ['a'], t.load))).toEqual(['A2']);
    release();
    expect(values(await slow)).toEqual(['A']);
    const asked = t.asked.length;
    expect(values(await cache.rows(2, 'fr', ['a'], t.load))).toEqual(['A2']);
    expect(t.asked).toHaveLength(asked);
  });

  it('loads a row again after its TTL', async () => {
    let now = 0;
    const t = table({ a: 'A' });
    const cache = createRowCache<Row>((r) => r.id, { ttlMs: 1000, now: () => now });
    await cache.rows(0, 'fr', ['a'], t.load);
    now = 999;
    await cache.rows(0, 'fr', ['a'], t.load);
    expect(t.asked).toHaveLength(1);
    now = 1000;
    await cache.rows(0, 'fr', ['a'], t.load);
    expect(t.asked).toHaveLength(2);
  });

  it('keeps at most maxRows, the least recently read out first', async () => {
    const t = table({ a: 'A', b: 'B', c: 'C' });
    const cache = createRowCache<Row>((r) => r.id, { maxRows: 2 });
    await cache.rows(0, 'fr', ['a', 'b'], t.load);
    await cache.rows(0, 'fr', ['a'], t.load);
    await cache.rows(0, 'fr', ['c'], t.load);
    expect(t.asked).toEqual([['a', 'b'], ['c']]);
    await cache.rows(0, 'fr', ['a', 'c'], t.load);
    expect(t.asked).toHaveLength(2);
    await cache.rows(0, 'fr', ['b'], t.load);
    expect(t.asked.at(-1)).toEqual(['b']);
  });
});
