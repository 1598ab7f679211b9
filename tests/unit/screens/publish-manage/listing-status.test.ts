// Publish management's status → actions mapping (kit/listing-status.ts) held to the lifecycle table
// (src/contract/listing-lifecycle.ts) the server moves listings with: a button shows exactly when
// the server accepts the action; badges, audit lines and tabs cover every status of spec §4.
import { describe, expect, it } from 'vitest';
import { auditStatusOf, canApply, nextStatus, OWNER_ACTIONS } from '../../../../src/contract/listing-lifecycle.js';
import { AUDIT_STATUS, PUBLISH_STATUS, type PublishStatus } from '../../../../src/contract/statuses.js';
import type { MyReleaseItem } from '../../../../src/contract/types/commons.js';
import { actionsFor, auditLabel, STATUS_TABS, statusFilter, statusView } from '../../../../src/screens/kit/listing-status.js';
import { afterAction } from '../../../../src/screens/publish-manage/use-release-actions.js';
import en from '../../../../locales/en.json';
import fr from '../../../../locales/fr.json';
import cn from '../../../../locales/cn.json';

const S = PUBLISH_STATUS;
const ALL = Object.values(S) as PublishStatus[];

describe('actionsFor (spec §4 order actions, from the lifecycle table)', () => {
  it('is, status by status, what the table says', () => {
    expect(Object.fromEntries(ALL.map((s) => [s, actionsFor(s)]))).toEqual({
      [S.notPaid]: ['view', 'pay', 'delete'],
      [S.inTranslationFirst]: ['view', 'edit', 'delete'],
      [S.inTranslation]: ['view', 'edit', 'delete'],
      [S.toBeReleased]: ['view', 'edit', 'publishAgain', 'delete'],
      [S.onReviewFirst]: ['view', 'edit', 'delete'],
      [S.onReview]: ['view', 'edit', 'delete'],
      [S.reviewFailed]: ['view', 'edit', 'delete'],
      [S.published]: ['view', 'edit', 'takeDown', 'refresh', 'delete'],
      [S.translationFailed]: ['view', 'edit', 'delete'],
    });
  });

  it('offers a transition exactly when the table applies it, an owner action exactly where it is listed', () => {
    for (const s of ALL) {
      const a = actionsFor(s);
      expect(a.includes('edit')).toBe(canApply(s, 'edit'));
      expect(a.includes('takeDown')).toBe(canApply(s, 'takeDown'));
      expect(a.includes('publishAgain')).toBe(canApply(s, 'publishAgain'));
      expect(a.includes('refresh')).toBe((OWNER_ACTIONS.refresh as readonly number[]).includes(s));
      expect(a.includes('pay')).toBe((OWNER_ACTIONS.pay as readonly number[]).includes(s));
      expect(a.includes('delete')).toBe(true);
    }
  });

  it('a status the contract does not know offers only view and delete', () => {
    expect(actionsFor(42)).toEqual(['view', 'delete']);
  });
});

describe('afterAction: the row in place after a 200', () => {
  const row = (status: number): MyReleaseItem => ({
    serviceId: '7', moduleId: 6, title: 'Villa', imgPath: '', status, releaseTime: '2024-01-01T00:00:00.000Z', languageIds: ['fr'],
    auditStatus: auditStatusOf(status as PublishStatus), invalid: 0, reviewReason: '', refreshedAt: null, price: null, priceFlag: '',
  });
  const now = new Date('2026-11-26T12:00:00.000Z');

  it('take down → the table’s next status (3) and its audit status', () => {
    const after = afterAction(row(S.published), 'takeDown', now);
    expect(after?.status).toBe(nextStatus(S.published, 'takeDown', { everPublished: true, machineTranslation: false }));
    expect(after?.status).toBe(S.toBeReleased);
    expect(after?.auditStatus).toBe(AUDIT_STATUS.passed);
  });

  it('publish again → 7; refresh → release time now; delete → gone', () => {
    expect(afterAction(row(S.toBeReleased), 'publishAgain', now)?.status).toBe(S.published);
    expect(afterAction(row(S.published), 'refresh', now)).toMatchObject({ status: S.published, releaseTime: now.toISOString(), refreshedAt: now.toISOString() });
    expect(afterAction(row(S.published), 'delete', now)).toBeNull();
  });
});

describe('badges, audit lines and tabs', () => {
  const has = (messages: unknown, key: string) =>
    typeof key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), messages) === 'string';

  it('every status has a tone and a label in cn, en and fr; families share a tone', () => {
    for (const s of [...ALL, 99]) {
      const { label } = statusView(s);
      for (const m of [en, fr, cn]) expect(has(m, label), `${label}`).toBe(true);
    }
    expect(statusView(S.published).tone).toBe('live');
    expect(statusView(S.onReviewFirst).tone).toBe(statusView(S.onReview).tone);
    expect(statusView(S.reviewFailed).tone).toBe('problem');
    expect(statusView(S.toBeReleased).tone).toBe('offline');
  });

  it('the audit line is the server’s, else the one the status implies', () => {
    expect(auditLabel(AUDIT_STATUS.failed, S.published)).toBe('publishManage.audit.failed');
    expect(auditLabel(undefined, S.onReview)).toBe('publishManage.audit.waiting');
    expect(auditLabel(undefined, S.published)).toBe('publishManage.audit.passed');
    expect(auditLabel(undefined, 99)).toBeNull();
  });

  it('the tabs cover every status once, and ask for one status or the family', () => {
    const covered = STATUS_TABS.flatMap((t) => t.statuses);
    expect([...covered].sort()).toEqual([...ALL].sort());
    expect(statusFilter(STATUS_TABS[0]!)).toEqual({});
    expect(statusFilter(STATUS_TABS.find((t) => t.key === 'published')!)).toEqual({ status: S.published });
    expect(statusFilter(STATUS_TABS.find((t) => t.key === 'review')!)).toEqual({ statuses: [S.onReviewFirst, S.onReview] });
    for (const tab of STATUS_TABS) for (const m of [en, fr, cn]) expect(has(m, tab.label)).toBe(true);
  });
});
