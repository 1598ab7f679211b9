// The authentication screens after an operator's decision (src/screens/user-auth; the console
// decides, examples/server/console/calls/authentication-calls.ts): a refusal shows the operator's
// reason and offers the form again, filled with what was sent; in review shows no reason; a refused
// personal authentication leads the enterprise screen back to it (spec §5 "first personal").
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../../../src/contract/endpoints.js';
import { AUDIT_STATUS } from '../../../../src/contract/statuses.js';
import type { AuthenticationReply } from '../../../../src/contract/types/usercenter.js';
import { closeAll, openRoute, settle } from '../../harness/open-route.js';

vi.setConfig({ testTimeout: 60_000 });
afterEach(closeAll);

const personal = (status: number, reason = ''): NonNullable<AuthenticationReply['personal']> => ({
  type: 'personal', realName: 'Yao Kouadio', papersType: 2, papersNumber: 'CI-PA-1', address: 'Cocody', attachment: '/uploads/2030-01/abc.pdf',
  status, submittedAt: '2030-01-15T09:00:00.000Z', reviewedAt: status === AUDIT_STATUS.inAudit ? '' : '2030-01-15T10:00:00.000Z', reason,
  fileUrls: { '/uploads/2030-01/abc.pdf': '/private-files/2030-01/abc.pdf?expires=1&sig=x' },
});
const reply = (r: AuthenticationReply) => ({ code: 200, customData: r });
const open = (path: string, r: AuthenticationReply) =>
  openRoute(path, { userId: 'u-1', ready: '.mkt-auth', answers: { [ENDPOINTS.getAuthentication.path]: () => reply(r) } });

describe('authentication decision on the user’s screens', () => {
  it('a refusal shows the operator’s reason; "submit again" brings the filled form back under it', async () => {
    const s = await open('/usercenter/auth/personal', { personal: personal(AUDIT_STATUS.failed, 'Le scan est illisible.\nEnvoyez les deux faces.'), enterprise: null });
    await settle(() => expect(s.$('[data-state=failed]').textContent).toBe('auth.failed'));
    expect(s.text('[data-reason]')).toContain('auth.reason');
    expect(s.$('[data-reason] p').textContent).toBe('Le scan est illisible.\nEnvoyez les deux faces.');
    s.click(s.button('auth.resubmit'));
    await settle(() => expect(s.$$('input').length).toBeGreaterThan(0));
    const values = s.$$('input:not([type=file])').map((i) => (i as HTMLInputElement).value);
    expect(values).toEqual(expect.arrayContaining(['Yao Kouadio', 'CI-PA-1', 'Cocody']));
    expect(s.$('[data-file=attachment]').textContent).toContain('abc.pdf');
    // The reason stays in sight while the form is corrected.
    expect(s.$('[data-reason] p').textContent).toBe('Le scan est illisible.\nEnvoyez les deux faces.');
  });

  it('in review and passed show no reason and no way to submit again', async () => {
    for (const status of [AUDIT_STATUS.inAudit, AUDIT_STATUS.passed]) {
      const s = await open('/usercenter/auth/personal', { personal: personal(status), enterprise: null });
      await settle(() => expect(s.$$('[data-state]')).toHaveLength(1));
      expect(s.$$('[data-reason]')).toHaveLength(0);
      expect(s.$$('button').some((b) => b.textContent?.trim() === 'auth.resubmit')).toBe(false);
      s.unmount();
    }
  });

  it('a refused enterprise form shows its papers pictures through their signed URLs, never at their path', async () => {
    const picture = '/uploads/2030-01/papers.png';
    const signed = '/private-files/2030-01/papers.png?expires=1893456000&sig=abc';
    const enterprise: NonNullable<AuthenticationReply['enterprise']> = {
      type: 'enterprise', legalPerson: 'Yao Kouadio', companyName: 'Yao SARL', phone: '0700000001', officeAddress: 'Plateau', papersType: 11,
      registrationCode: 'RC-1', papersPictures: [picture], attachment: '/uploads/2030-01/abc.pdf', authorizationLetter: '',
      status: AUDIT_STATUS.failed, submittedAt: '2030-01-15T09:00:00.000Z', reviewedAt: '2030-01-15T10:00:00.000Z', reason: 'Illisible',
      fileUrls: { [picture]: signed, '/uploads/2030-01/abc.pdf': '/private-files/2030-01/abc.pdf?expires=1893456000&sig=def' },
    };
    const s = await open('/usercenter/auth/authEnt', { personal: personal(AUDIT_STATUS.passed), enterprise });
    await settle(() => expect(s.$('[data-state=failed]').textContent).toBe('auth.failed'));
    s.click(s.button('auth.resubmit'));
    await settle(() => expect(s.$$('.mkt-up-pics img')).toHaveLength(1));
    const src = s.$('.mkt-up-pics img').getAttribute('src') ?? '';
    expect(src.endsWith(signed)).toBe(true);
    expect(s.$$('img').some((i) => (i.getAttribute('src') ?? '').endsWith(picture))).toBe(false);
  });

  it('the enterprise form waits for a personal authentication that is not refused', async () => {
    const s = await open('/usercenter/auth/authEnt', { personal: personal(AUDIT_STATUS.failed, 'Illisible'), enterprise: null });
    await settle(() => expect(s.$$('[data-first-personal]')).toHaveLength(1));
    const ok = await open('/usercenter/auth/authEnt', { personal: personal(AUDIT_STATUS.inAudit), enterprise: null });
    await settle(() => expect(ok.$$('form input').length).toBeGreaterThan(0));
    expect(ok.$$('[data-first-personal]')).toHaveLength(0);
  });
});
