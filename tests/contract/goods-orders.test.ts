// Contract suite, the goods trade: the real client against the reference server — addresses,
// cart, checkout, reading orders and every buyer and seller move.
import { describe, it } from 'vitest';
import { TEST_DATABASES } from '../server/databases.js';
import { GOODS_ORDER_CASES, newGoodsOrderState } from './cases/goods-orders.js';
import { rows, runCase } from './support/cases.js';
import { useWorld } from './support/world.js';

describe.each(TEST_DATABASES)('contract: goods trade ($name)', (target) => {
  const world = useWorld(target, newGoodsOrderState);

  it.each(rows(GOODS_ORDER_CASES))('%s', async (_title, c) => {
    await runCase(world(), c);
  });
});
