// embed.html talks only to a host page on the server's allow-list (src/embed/allowed-host.ts):
// the list comes from the <meta> the server writes; no list at all refuses every host.
import { describe, expect, it } from 'vitest';
import { hostRefusal, type HostView } from '../../../src/embed/allowed-host.js';

const MARKET = 'https://market.example';
const PARTNER = 'https://partner.example';

function view(content: string | null, ancestors: string[] = [PARTNER]): HostView {
  return {
    document: { querySelector: (sel) => (content !== null && sel === 'meta[name="mkt-embed-origins"]' ? { getAttribute: (n) => (n === 'content' ? content : null) } : null) },
    location: { origin: MARKET, ancestorOrigins: Object.assign([...ancestors], { length: ancestors.length }) },
  };
}

describe('hostRefusal', () => {
  it('accepts a host on the list', () => {
    expect(hostRefusal(view(`${PARTNER} https://other.example`), PARTNER)).toBeNull();
    expect(hostRefusal(view("'self'", [MARKET]), MARKET)).toBeNull();
  });

  it('refuses a host that is not on it, saying which host and what the server allows', () => {
    expect(hostRefusal(view(PARTNER, ['https://evil.example']), 'https://evil.example')).toBe(
      `the host page https://evil.example is not allowed to embed the marketplace; the server allows ${PARTNER} (its EMBED_ORIGINS setting)`,
    );
    expect(hostRefusal(view('', ['https://evil.example']), 'https://evil.example')).toMatch(/the server allows no origin at all/);
  });

  it('refuses when a page above the parent is not on the list (as frame-ancestors does)', () => {
    expect(hostRefusal(view(PARTNER, [PARTNER, 'https://evil.example']), PARTNER)).toMatch(/a page above the frame, https:\/\/evil\.example, is not allowed/);
  });

  it('refuses every host when the page carries no list (not served by the marketplace server)', () => {
    expect(hostRefusal(view(null), PARTNER)).toMatch(/carries no list of allowed host origins/);
  });
});
