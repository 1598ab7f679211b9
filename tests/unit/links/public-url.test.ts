// A shared job's link (links/public-url.ts): the marketplace's own page of the route, whatever page
// the app runs in (DESIGN.md §1: standalone path location, iframe hash location, inline memory).
import { describe, expect, it } from 'vitest';
import { publicAppUrl } from '../../../src/links/public-url.js';

const JOB = '/jobAndRecruit/jobWanted/jobDetails?recruitingInfoId=1207';

describe('publicAppUrl', () => {
  it('path location (the standalone page): this page’s origin and router base, never its current path or query', () => {
    expect(publicAppUrl(JOB, { apiBase: '', location: { kind: 'path' } }, 'https://market.example/message/list?x=1#top'))
      .toBe(`https://market.example${JOB}`);
    expect(publicAppUrl(JOB, { apiBase: '', location: { kind: 'path', base: 'shop/' } }, 'https://market.example/shop/index'))
      .toBe(`https://market.example/shop${JOB}`);
  });

  it('hash location (the iframe page on the marketplace server): the server’s path, not the embed page and its hash', () => {
    expect(publicAppUrl(JOB, { apiBase: '', location: { kind: 'hash' } }, 'https://market.example/embed.html?key=k#/jobAndRecruit/jobWanted/jobDetails?serviceId=1207'))
      .toBe(`https://market.example${JOB}`);
  });

  it('memory location (inline in a partner’s page): the marketplace server, with its path prefix, never the partner’s address', () => {
    const partner = 'https://partner.example/careers/page?utm=1';
    expect(publicAppUrl(JOB, { apiBase: 'https://market.example', location: { kind: 'memory', initial: '/' } }, partner))
      .toBe(`https://market.example${JOB}`);
    expect(publicAppUrl(JOB, { apiBase: 'https://cdn.example/market/', location: { kind: 'memory' } }, partner))
      .toBe(`https://cdn.example/market${JOB}`);
  });

  it('a shell built without site: the page’s origin; a route without its slash gets one', () => {
    expect(publicAppUrl('x/y?a=1', undefined, 'http://127.0.0.1:8080/a/b')).toBe('http://127.0.0.1:8080/x/y?a=1');
  });
});
