// The allow-list of host pages that may frame embed.html (src/contract/embed-origins.ts), shared by
// the server's frame-ancestors header and the page's own check.
import { describe, expect, it } from 'vitest';
import { embedHostAllowed, frameAncestors, isEmbedSource, parseEmbedSources } from '../../../src/contract/embed-origins.js';

const SELF = 'https://market.example';

describe('embed origins', () => {
  it.each([
    ["'self'", true], ['https://partner.example', true], ['https://partner.example:8443', true], ['http://localhost:*', true],
    ['http://127.0.0.1:*', true], ['http://[::1]:*', true],
    ['*', false], ["'none'", false], ['https://*.partner.example', false], ['https://partner.example/', false], ['https://partner.example:*/x', false],
    ['HTTPS://PARTNER.EXAMPLE', false], ['file:///x', false], ['javascript:alert(1)', false], ['null', false], ['', false],
  ])('%s is a source: %s', (source, ok) => {
    expect(isEmbedSource(source)).toBe(ok);
  });

  it('parses a list written with spaces and commas, and names the bad entries', () => {
    expect(parseEmbedSources(' https://a.example,https://b.example  x ')).toEqual({ sources: ['https://a.example', 'https://b.example'], bad: ['x'] });
  });

  it('matches exact origins, the marketplace itself for self, and any port for a port wildcard', () => {
    const list = ["'self'", 'https://partner.example', 'http://localhost:*', 'http://[::1]:*'];
    for (const origin of [SELF, 'https://partner.example', 'http://localhost', 'http://localhost:5173', 'http://[::1]:8080']) expect(embedHostAllowed(origin, list, SELF), origin).toBe(true);
    for (const origin of ['https://partner.example:444', 'http://partner.example', 'https://evil.example', 'https://partner.example.evil.example', 'https://localhost:5173', 'http://127.0.0.1:5173', 'null', '*', 'https://partner.example/'])
      expect(embedHostAllowed(origin, list, SELF), origin).toBe(false);
    expect(embedHostAllowed(SELF, [], SELF)).toBe(false);
  });

  it('writes the CSP directive, none for an empty list', () => {
    expect(frameAncestors(['https://a.example', "'self'"])).toBe("frame-ancestors https://a.example 'self'");
    expect(frameAncestors([])).toBe("frame-ancestors 'none'");
  });
});
