// Followed countries and industries, personal information (spec §5 "at most 5 followed countries
// besides the registered one; registered country cannot be deleted", "Followed categories at most
// 5", "Nickname 3 to 32 characters").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserAllInfo } from '../../../src/contract/types/account.js';
import { TEST_DATABASES } from '../databases.js';
import { openUsercentre, P, type UcEnv } from './helpers.js';

describe.each(TEST_DATABASES)('user centre: focus and profile ($name)', (target) => {
  let env: UcEnv;
  let token = '';
  beforeAll(async () => {
    env = await openUsercentre(target);
    token = await env.login('member', 'focus');
  });
  afterAll(async () => { await env?.close(); });

  const info = async () => (await env.call<UserAllInfo>(P.getUserInfo.path, {}, { token })).customData;
  const countries = (areaIds: unknown) => env.call(P.updateFocusCountry.path, { areaIds }, { token });

  it('keeps the registered country, at most 5 others, known ones only', async () => {
    expect((await countries(['CIV', 'SEN', 'SEN', 'CIV'])).code).toBe(200);
    expect((await info()).focusAreaIds).toEqual(['CIV', 'SEN']);
    const without = await countries(['SEN']);
    expect(without).toMatchObject({ code: 4422, message: 'Cannot delete the country selected in account registration' });
    expect((await countries(['CIV', 'SEN', 'CMR', 'GHA', 'NGA', 'MLI', 'BFA'])).message).toBe('You can follow at most 5 countries besides your registered country');
    expect((await countries(['CIV', 'SEN', 'CMR', 'GHA', 'NGA', 'MLI'])).code).toBe(200);
    expect((await countries(['CIV', 'ATL'])).code).toBe(4422);
    expect((await countries([])).code).toBe(4422);
    expect((await countries('CIV')).code).toBe(4422);
    expect((await countries([1, 2])).code).toBe(4422);
    expect((await env.call(P.getFocusCountry.path, {}, { token })).customData).toEqual({ areaIds: ['CIV', 'SEN', 'CMR', 'GHA', 'NGA', 'MLI'] });
  });

  it('a new registered country leaves the followed list and is always followed', async () => {
    const r = await env.call<UserAllInfo>(P.updateUserInfo.path, { areaId: 'SEN' }, { token });
    expect(r.code).toBe(200);
    expect(r.customData.areaId).toBe('SEN');
    expect(r.customData.focusAreaIds).toEqual(['SEN', 'CMR', 'GHA', 'NGA', 'MLI']);
    expect((await countries(['CIV', 'CMR'])).message).toBe('Cannot delete the country selected in account registration');
    await env.call(P.updateUserInfo.path, { areaId: 'CIV' }, { token });
  });

  it('follows at most 5 industries, module ids only', async () => {
    const set = (industryIds: unknown) => env.call(P.updateFocusIndustry.path, { industryIds }, { token });
    expect((await set([6, 2, 6])).code).toBe(200);
    expect((await info()).focusIndustryIds).toEqual([6, 2]);
    expect((await set([2, 3, 4, 5, 6, 7])).message).toBe('You can follow at most 5 categories');
    for (const bad of [[12], [21], ['6'], [6.5], [-1]]) expect((await set(bad)).code).toBe(4422);
    expect((await set([])).code).toBe(200);
    expect((await env.call(P.getFocusIndustry.path, {}, { token })).customData).toEqual({ industryIds: [] });
  });

  it('updates nickname (3-32, trimmed) and language; absent fields keep their value', async () => {
    const set = (body: unknown) => env.call<UserAllInfo>(P.updateUserInfo.path, body, { token });
    expect((await set({ petName: '  ab  ' })).message).toBe('The nickname must have 3 to 32 characters');
    expect((await set({ petName: 'x'.repeat(33) })).code).toBe(4422);
    const ok = await set({ petName: '  Kofi  ', languageId: 'cn' });
    expect(ok.customData).toMatchObject({ petName: 'Kofi', languageId: 'cn', areaId: 'CIV' });
    expect((await set({})).customData).toMatchObject({ petName: 'Kofi', languageId: 'cn' });
    expect((await set({ languageId: 'de' })).code).toBe(4422);
    expect((await set({ avatarPath: '/uploads/../../etc/passwd' })).code).toBe(4422);
  });
});
