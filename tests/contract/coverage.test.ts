// Coverage of the contract suite (issue 3): EVERY endpoint the reference server handles has at
// least one happy case and one refusal case in the tables the domain suites play; a handler added
// without cases fails here. No database: the tables are data.
import { describe, expect, it } from 'vitest';
import { HANDLERS } from '../../examples/server/handlers.js';
import { ENDPOINTS, type EndpointName } from '../../src/contract/endpoints.js';
import { ACCOUNT_CASES, PROBE_LIMIT_CASES } from './cases/accounts.js';
import { ALERT_CASES } from './cases/alerts.js';
import { CHAT_CASES } from './cases/chat.js';
import { CONTACT_CASES } from './cases/contact.js';
import { SERVICE_CASES } from './cases/customer-service.js';
import { GOODS_ORDER_CASES } from './cases/goods-orders.js';
import { AIR_EXPRESS_CASES } from './cases/air-express.js';
import { DISCOVER_CASES } from './cases/discover.js';
import { HOME_LOOKUP_CASES } from './cases/home-lookups.js';
import { JOB_COMPANY_CASES } from './cases/jobs-companies.js';
import { JOB_RESUME_CASES } from './cases/jobs-resumes.js';
import { LISTING_COMMON_CASES } from './cases/listing-common.js';
import { LISTING_MODULE_CASES } from './cases/listings.js';
import { LISTING_REPORT_CASES } from './cases/listing-report.js';
import { MONEY_READ_CASES } from './cases/money-reads.js';
import { PAYMENT_CASES } from './cases/payments.js';
import { USERCENTER_CASES } from './cases/usercenter.js';
import { caseTitle, type Case } from './support/cases.js';

const ALL: readonly Case<never>[] = [
  ...HOME_LOOKUP_CASES, ...LISTING_MODULE_CASES, ...LISTING_COMMON_CASES, ...ACCOUNT_CASES, ...PROBE_LIMIT_CASES,
  ...USERCENTER_CASES, ...MONEY_READ_CASES, ...PAYMENT_CASES, ...CHAT_CASES, ...SERVICE_CASES, ...JOB_RESUME_CASES,
  ...JOB_COMPANY_CASES, ...GOODS_ORDER_CASES, ...AIR_EXPRESS_CASES, ...DISCOVER_CASES, ...ALERT_CASES, ...LISTING_REPORT_CASES,
  ...CONTACT_CASES,
] as readonly Case<never>[];

/**
 * Endpoints that refuse nothing by design; their "bad" case checks the tolerant answer instead.
 * checkLoginStatus answers every caller (a forged token is simply "not logged in").
 */
const TOLERANT: ReadonlySet<EndpointName> = new Set<EndpointName>(['checkLoginStatus']);

/** Codes the client passes through (spec §8); a happy case expects one of them. */
const PASS = [200, 4036];

const handled = Object.keys(HANDLERS) as EndpointName[];
const casesOf = (name: EndpointName, kind: Case<never>['kind']) => ALL.filter((c) => c.endpoint === name && c.kind === kind);

describe('contract suite coverage', () => {
  it('the server handles endpoints (the tables below are checked against them)', () => {
    expect(handled.length).toBeGreaterThan(100);
  });

  it('every handled endpoint has a happy case', () => {
    expect(handled.filter((name) => casesOf(name, 'happy').length === 0)).toEqual([]);
  });

  it('every handled endpoint has a bad-input case answered with a coded refusal', () => {
    const missing = handled.filter((name) => !casesOf(name, 'bad').some((c) => TOLERANT.has(name) || !PASS.includes(c.expect.code)));
    expect(missing).toEqual([]);
  });

  it('every case names a contract endpoint that has a handler', () => {
    expect(ALL.filter((c) => !(c.endpoint in ENDPOINTS) || !(c.endpoint in HANDLERS)).map(caseTitle)).toEqual([]);
  });

  it('happy cases expect a pass code; refusals a 4xxx code, never 5000', () => {
    const wrong = ALL.filter((c) =>
      c.kind === 'happy' ? !PASS.includes(c.expect.code) : !TOLERANT.has(c.endpoint) && !(c.expect.code >= 4000 && c.expect.code < 5000));
    expect(wrong.map(caseTitle)).toEqual([]);
  });

  it('case titles are unique (a failure names one case)', () => {
    const titles = ALL.map(caseTitle);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
  });

  it('some cases run in Chinese and French', () => {
    expect(ALL.filter((c) => c.language === 'cn').length).toBeGreaterThan(20);
    expect(ALL.filter((c) => c.language === 'fr').length).toBeGreaterThan(20);
  });
});
