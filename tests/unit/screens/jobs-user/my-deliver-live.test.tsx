// myDeliver kept live (contract APPLICATION_STATE_EVENT, spec §2 /jobAndRecruit/userCenter/myDeliver):
// the recruiter's answer changes the row's state at once, then the row is read again for its note.
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB_ENDPOINTS as J } from '../../../../src/contract/endpoints/jobs.js';
import type { Application } from '../../../../src/contract/types/jobs.js';
import { JOB_PATHS } from '../../../../src/screens/jobs-user/paths.js';
import { closeAll, openRoute } from '../../harness/open-route.js';
import { until } from '../../ui/render.js';

vi.setConfig({ testTimeout: 60_000 });
afterEach(closeAll);

const APP = (id: string, state: Application['state'], note = ''): Application => ({
  applicationId: id, recruitingInfoId: `J${id}`, recruitingResumeId: 'RIR1', state, note, title: `Poste ${id}`, entName: 'Acme', avatarPath: '',
  salaryMin: 0, salaryMax: 0, priceFlag: '', billingCycleName: '', countryCityName: '', applicantName: '', applicantAvatar: '',
  applicantUserId: '', applicantUserMq: '', positionName: '', createTime: '2026-11-21 09:00:00', updateTime: '2026-11-21 09:00:00',
});

describe('myDeliver live', () => {
  it('an invitation changes its row in place, then brings its note; other rows and unknown ids stay', async () => {
    let rows = [APP('1', 1), APP('2', 2)];
    const s = await openRoute(JOB_PATHS.myDeliver, {
      userId: 'me', ready: '[data-application="2"]',
      answers: { [J.getMyDeliver.path]: () => ({ code: 200, customData: { totalCount: rows.length, resultList: rows } }) },
    });
    const state = (id: string) => s.$(`[data-application="${id}"]`).getAttribute('data-state');
    expect(s.callsTo(J.getMyDeliver.path)).toHaveLength(1);
    rows = [APP('1', 1), APP('2', 3, 'Mardi 10 h, Plateau')];
    act(() => s.stores.chat.applicationEvent.set({ applicationId: '2', recruitingInfoId: 'J2', state: 3 }));
    expect(state('2')).toBe('3');
    await until(() => expect(s.text('[data-application="2"] [data-note]')).toContain('Mardi 10 h, Plateau'));
    expect(s.callsTo(J.getMyDeliver.path)[1]?.body).toEqual({ page: { index: 1, size: 15 } });
    expect(state('1')).toBe('1');
    act(() => s.stores.chat.applicationEvent.set({ applicationId: '99', recruitingInfoId: 'J99', state: 4 }));
    expect(s.callsTo(J.getMyDeliver.path)).toHaveLength(2);
    expect(s.$$('[data-application]')).toHaveLength(2);
  });
});
