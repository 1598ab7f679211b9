// The goods publish form's delivery settings (goods-context decisions: deliveryFee, pickup,
// cashOnDelivery), as a member on a 360×740 phone in French and Chinese: the three fields show
// under the quantity with their labels, pickup is preset to yes and cash on delivery to no, and a
// typed fee is a number input. Screenshots go to /tmp/shots-a1-checkout/ for review.
import { describe, expect, it } from 'vitest';
import { languageContext, watchErrors } from '../harness/browser.js';
import { text } from '../harness/locale-text.js';
import { marketSuite } from '../harness/market-suite.js';
import { field } from '../publish/fill-form.js';
import { loginContext } from '../harness/session.js';

const SHOTS = '/tmp/shots-a1-checkout';
const suite = marketSuite();

describe('goods publish form: delivery settings', () => {
  for (const lang of ['fr', 'cn'] as const) {
    it(`shows the delivery fee, pickup and cash on delivery in ${lang}`, async () => {
      const context = await languageContext(suite.browser(), lang);
      await loginContext(context, suite.server().origin, 'member');
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${suite.server().origin}/saleGoods/publish`);
      await page.locator('input[name="title"]').waitFor();
      for (const name of ['deliveryFee', 'pickup', 'cashOnDelivery']) {
        await field(page, name).getByText(text(lang, `publish.fields.${name}`), { exact: false }).first().waitFor();
      }
      const fee = page.locator('input[name="deliveryFee"]');
      expect(await fee.inputValue()).toBe('');
      await fee.fill('2000');
      // The three fields in the middle of the screen, clear of the sticky "next" bar.
      await field(page, 'deliveryFee').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: `${SHOTS}/goods-publish-delivery-${lang}.png` });
      const boxes = await page.locator('[data-field="pickup"] button, [data-field="pickup"] label').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
      expect(Math.min(...boxes)).toBeGreaterThanOrEqual(40);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
