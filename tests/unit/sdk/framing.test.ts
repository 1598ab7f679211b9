// The iframe page accepts only the host the SDK named, when that host really frames it.
import { describe, expect, it } from 'vitest';
import { framedBy, type FramingView } from '../../../src/embed/framing.js';

const host = 'https://shop.example';
const view = (o: { top?: boolean; ancestors?: string[]; referrer?: string }): FramingView => {
  const win: FramingView = {
    parent: {},
    location: o.ancestors ? { ancestorOrigins: Object.assign([...o.ancestors], { length: o.ancestors.length }) } : {},
    document: { referrer: o.referrer ?? '' },
  };
  if (o.top) win.parent = win;
  return win;
};

describe('framedBy', () => {
  it('refuses a page that is not framed', () => {
    expect(framedBy(view({ top: true, ancestors: [host] }), host)).toBe(false);
  });
  it('trusts ancestorOrigins when the browser has it', () => {
    expect(framedBy(view({ ancestors: [host] }), host)).toBe(true);
    expect(framedBy(view({ ancestors: ['https://evil.example'], referrer: `${host}/page` }), host)).toBe(false);
  });
  it("falls back to the referrer's origin", () => {
    expect(framedBy(view({ referrer: `${host}/page?x=1` }), host)).toBe(true);
    expect(framedBy(view({ referrer: 'https://evil.example/' }), host)).toBe(false);
    expect(framedBy(view({ referrer: 'not a url' }), host)).toBe(false);
  });
  it('leaves the decision to the transport checks when there is no witness', () => {
    expect(framedBy(view({}), host)).toBe(true);
  });
});
