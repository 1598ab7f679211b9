// Numbers copied from the spec text (§3 module ids, §4 states, §9 limits), so a typo in the
// contract fails here.
import { describe, expect, it } from 'vitest';
import {
  ALL_COUNTRIES_AREA_NUM, DEFAULT_BILLING_CYCLE_ID, DEFAULT_SERVICE_TIME, DEFAULT_SIZE_UNIT_ID, ENTERPRISE_ACCOUNT_TYPE,
  LIMITS, MODULE_ID, PURCHASE_WARNING_DAYS, SEND_CODE_COUNTDOWN_S, TRANSLATION_CHUNK_CHARS,
  CODE_VALIDITY_MINUTES, CAROUSEL_AUTOPLAY_MS, NOTICE_ROTATION_MS, SCROLL_THROTTLE_MS, MINE_HEADER_FADE_PX,
  RENTING_HOUSE_ID, HOUSE_KEEP_ID, BUSINESS_ID, LAND_ID,
} from '../../../src/contract/constants.js';
import { QUEUE_HEARTBEAT } from '../../../src/contract/queue.js';
import {
  AUDIT_STATUS, AUTHENTICATION, CHAT_EVENT_KINDS, COUPON_FILTER, MESSAGE_TYPE, ORDER_PREFIXES, ORDER_STATE, PAYMENT_METHOD,
  PAYMENT_STATE, PUBLISH_STATUS, TRANSLATION_TYPE, INVALID_FLAG, EDIT_TYPE,
} from '../../../src/contract/statuses.js';

describe('module ids (spec §3)', () => {
  it('match the spec list', () => {
    expect(MODULE_ID).toEqual({
      article: 1, land: 2, carRental: 3, saleGoods: 4, housekeeping: 5, house: 6, carSales: 7, recruitment: 8, visa: 9,
      business: 10, feedback: 12, enterprise: 21, personal: 22, enterpriseTemplate: 23, purchase: 41,
    });
    expect([RENTING_HOUSE_ID, HOUSE_KEEP_ID, BUSINESS_ID, LAND_ID]).toEqual([6, 5, 10, 2]);
    expect(new Set(Object.values(MODULE_ID)).size).toBe(Object.keys(MODULE_ID).length);
  });
});

describe('states (spec §4)', () => {
  it('publish / order status 0..8 in the spec order', () => {
    expect(Object.values(PUBLISH_STATUS)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(PUBLISH_STATUS.published).toBe(7);
    expect(PUBLISH_STATUS.reviewFailed).toBe(6);
    expect(PUBLISH_STATUS.translationFailed).toBe(8);
  });

  it('audit, invalid flag, authentication, coupons, payment, orders, translation, messages', () => {
    expect(AUDIT_STATUS).toEqual({ waiting: 0, failed: 1, passed: 2, notAudited: 3, inAudit: 4 });
    expect(INVALID_FLAG).toEqual({ valid: 0, invalid: 1 });
    expect(AUTHENTICATION).toEqual({ none: 0, personal: 1, enterprise: 2 });
    expect(COUPON_FILTER).toEqual({ usable: 1, used: 2, expired: 3, all: 4 });
    expect(PAYMENT_STATE).toEqual({ waiting: 0, success: 1, failed: 2 });
    expect(Object.values(PAYMENT_METHOD)).toEqual([1, 2, 3, 4, 7, 8]);
    expect(ORDER_PREFIXES).toEqual(['co', 'mo', 'iko', 'ao']);
    expect(ORDER_STATE).toEqual({ failed: 0, waitPay: 1, paid: 2, addCourier: 3 });
    expect(TRANSLATION_TYPE).toEqual({ machine: 1, human: 2, untranslated: 3 });
    expect(MESSAGE_TYPE).toEqual({ text: 0, image: 1, file: 2, card: 6 });
    expect(CHAT_EVENT_KINDS).toEqual(['chatInfo', 'onlineServiceList', 'onlineService', 'endService', 'switchingQueue', 'askForAResume', 'sendResume']);
    expect(EDIT_TYPE).toEqual({ country: 1, industry: 2 });
  });
});

describe('limits and constants (spec §5, §9)', () => {
  it('text and count limits', () => {
    expect([LIMITS.titleMin, LIMITS.titleMax, LIMITS.contentMin, LIMITS.contentMax]).toEqual([3, 200, 20, 10_000]);
    expect([LIMITS.nicknameMin, LIMITS.nicknameMax, LIMITS.freeInputMax, LIMITS.sharePostMin, LIMITS.chatCardPreview]).toEqual([3, 32, 250, 20, 20]);
    expect([LIMITS.labels, LIMITS.labelsBusinessVisa, LIMITS.phones, LIMITS.phoneMaxLength]).toEqual([5, 6, 3, 50]);
    expect([LIMITS.followedCountries, LIMITS.followedCategories, LIMITS.hashtags, LIMITS.passwordMin]).toEqual([5, 5, 5, 6]);
    expect([LIMITS.numberIntegerDigits, LIMITS.numberDecimals]).toEqual([11, 2]);
  });

  it('defaults, timings and misc', () => {
    expect([DEFAULT_BILLING_CYCLE_ID, DEFAULT_SERVICE_TIME, DEFAULT_SIZE_UNIT_ID, ALL_COUNTRIES_AREA_NUM]).toEqual([1, 0, 1, 999]);
    expect([TRANSLATION_CHUNK_CHARS, CODE_VALIDITY_MINUTES, SEND_CODE_COUNTDOWN_S]).toEqual([500, 15, 60]);
    expect([CAROUSEL_AUTOPLAY_MS, NOTICE_ROTATION_MS, SCROLL_THROTTLE_MS, MINE_HEADER_FADE_PX]).toEqual([5000, 8000, 10, 230]);
    expect(QUEUE_HEARTBEAT).toEqual({ outgoing: 30_000, incoming: 0 });
    expect([PURCHASE_WARNING_DAYS, ENTERPRISE_ACCOUNT_TYPE]).toEqual([3, 2]);
  });
});
