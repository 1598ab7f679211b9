// Spec §2 "Ad link jumping", one row per rule and per way a value can be wrong.
import { describe, expect, it } from 'vitest';
import { adLinkTarget, type LinkTarget } from '../../../src/links/ad-link.js';
import { moduleListPath } from '../../../src/links/module-paths.js';

const route = (path: string): LinkTarget => ({ kind: 'route', path });
const url = (href: string): LinkTarget => ({ kind: 'url', href });
const none: LinkTarget = { kind: 'none' };

const TABLE: ReadonlyArray<[string, LinkTarget]> = [
  // "moduleId|id": the module's details with serviceId
  ['6|45', route('/house/details?serviceId=45')],
  ['2|33', route('/land/details?serviceId=33')],
  ['3|7', route('/carRental/details?serviceId=7')],
  ['4|122', route('/saleGoods/details?serviceId=122')],
  ['5|59', route('/housekeep/details?serviceId=59')],
  ['7|8', route('/carSales/details?serviceId=8')],
  ['9|1', route('/visa/details?serviceId=1')],
  ['10|12', route('/business/details?serviceId=12')],
  ['41|3', route('/demandMarket/details?serviceId=3')],
  // articles also pass esInfoId: the one id is both
  ['1|77', route('/article/details?serviceId=77&esInfoId=77')],
  // recruitment: "RIR…" is a resume, anything else a job
  ['8|RIR20220001', route('/jobAndRecruit/recruit/recruitDetails?recruitingResumeId=RIR20220001')],
  ['8|RII20220001', route('/jobAndRecruit/jobWanted/jobDetails?recruitingInfoId=RII20220001')],
  ['8|42', route('/jobAndRecruit/jobWanted/jobDetails?recruitingInfoId=42')],
  ['8|rir1', route('/jobAndRecruit/jobWanted/jobDetails?recruitingInfoId=rir1')],
  // a bare module id: the module's list
  ['6', route('/house/list')],
  ['1', route('/article/list')],
  ['41', route('/demandMarket/list')],
  ['8', route('/jobAndRecruit/jobWanted/jobList')],
  [' 9 ', route('/visa/list')],
  // http(s): the full URL
  ['https://example.com/partners/marketplace', url('https://example.com/partners/marketplace')],
  ['http://example.com/a?b=1&c=2#d', url('http://example.com/a?b=1&c=2#d')],
  ['HTTPS://Example.com/x', url('https://example.com/x')],
  // nothing
  ['', none],
  ['   ', none],
  ['javascript:alert(1)', none],
  ['JavaScript:alert(1)', none],
  ['data:text/html,<b>x</b>', none],
  ['//evil.example/path', none],
  ['httpfoo', none],
  ['http:', none],
  ['ftp://example.com/file', none],
  ['12', none],
  ['99', none],
  ['0', none],
  ['6|', none],
  ['|45', none],
  ['x|45', none],
  ['6|4 5', none],
  ['6|45|1', none],
  ['6|<script>', none],
  ['6|../../index', none],
  ['6|a/b', none],
  ['6|a?b=1', none],
  ['99|45', none],
  ['12|45', none],
  ['-6', none],
  ['6.5', none],
  ['1e1', none],
];

describe('adLinkTarget (spec §2 "Ad link jumping")', () => {
  it.each(TABLE)('%j', (address, expected) => {
    expect(adLinkTarget(address)).toEqual(expected);
  });

  it('encodes the id it passes on', () => {
    expect(adLinkTarget('6|a.b_c-d')).toEqual(route('/house/details?serviceId=a.b_c-d'));
  });

  it('does not throw on values that are not strings (server data)', () => {
    expect(adLinkTarget(undefined as unknown as string)).toEqual(none);
    expect(adLinkTarget(6 as unknown as string)).toEqual(none);
  });
});

describe('moduleListPath (menu tiles, spec §2 "Menu tiles lead to …")', () => {
  it.each([
    [1, '/article/list'], [2, '/land/list'], [3, '/carRental/list'], [4, '/saleGoods/list'], [5, '/housekeep/list'],
    [6, '/house/list'], [7, '/carSales/list'], [8, '/jobAndRecruit/jobWanted/jobList'], [9, '/visa/list'],
    [10, '/business/list'], [41, '/demandMarket/list'], [12, null], [21, null], [0, null],
  ] as const)('%i -> %s', (id, path) => {
    expect(moduleListPath(id)).toBe(path);
  });
});
