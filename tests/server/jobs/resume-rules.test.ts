// The CV rules without a database (spec §3 "CV", §5, §6): the age bounds of the birth date on a
// given day, the digits-only years typed in the form, the masked name, and who sees contact
// details — including the visitor ('login'), whom the server calls never reach (they need a login).
import { describe, expect, it } from 'vitest';
import { accessFor, type Viewer } from '../../../examples/server/jobs/resumes-access.js';
import { maskedName } from '../../../examples/server/jobs/resumes-read.js';
import { ageOn, resumeEditSchema } from '../../../src/contract/validation/jobs-resume.js';
import { validate } from '../../../src/contract/validation/validate.js';

const today = new Date(Date.UTC(2030, 0, 15));
const valid = {
  realName: 'Aya Kouassi', gender: 2, birthDate: '1995-04-12', mail: '', mobileCode: '225', phone: '0701020304', educationId: 5, jobStatusId: 1,
  positionTypeId: 1, yearsWorked: '4', industryId: 10, positionId: 11, salaryMin: '150000', salaryMax: '250000', moneyUnitId: 1,
  billingCycleId: 1, selfIntroduction: 'Comptable rigoureuse, quatre ans en cabinet.', workLocation: 'Abidjan', areaId: 'CIV',
  isPublic: 1, languageId: 'fr',
};
const keyOf = (over: Record<string, unknown>) => {
  const r = validate(resumeEditSchema({ today }), { ...valid, ...over });
  return r.ok ? null : r.issues[0]!.key;
};

describe('CV form rules', () => {
  it('accepts a full CV typed in the form (years and salary as text, no attachment)', () => {
    const r = validate(resumeEditSchema({ today }), valid);
    expect(r.ok && r.value).toMatchObject({ yearsWorked: 4, attachment: '', attachmentName: '' });
  });

  it('bounds the age to 14..80 on the day, counting birthdays', () => {
    expect(ageOn('2016-01-15', today)).toBe(14);
    expect(ageOn('2016-01-16', today)).toBe(13);
    expect(keyOf({ birthDate: '2016-01-15' })).toBeNull();
    expect(keyOf({ birthDate: '2016-01-16' })).toBe('validation.birthDate');
    expect(keyOf({ birthDate: '1949-01-16' })).toBeNull();
    expect(keyOf({ birthDate: '1949-01-15' })).toBe('validation.birthDate');
    expect(keyOf({ birthDate: '15/01/1990' })).toBe('validation.birthDate');
    expect(keyOf({ birthDate: '' })).toBe('validation.choose');
  });

  it('checks years, attachment path and name length', () => {
    expect(keyOf({ yearsWorked: '4.5' })).toBe('validation.pleaseInput');
    expect(keyOf({ yearsWorked: -1 })).toBe('validation.checkWarning');
    expect(keyOf({ attachment: '../../etc/passwd' })).toBe('validation.choose');
    expect(keyOf({ attachment: '/uploads/2030-01/abc.pdf', attachmentName: 'x'.repeat(121) })).toBe('validation.maxLength');
    expect(keyOf({ areaId: 'CIV,MLI' })).toBe('validation.choose');
  });
});

describe('CV access', () => {
  const cv = { user_id: 'u-owner', is_public: true };
  const viewer = (over: Partial<Viewer>): Viewer => ({ userId: 'u-x', member: false, recruiterMode: false, ...over });
  it('gives each viewer kind its answer', () => {
    expect(accessFor(viewer({ userId: null }), cv, false)).toEqual({ contactVisible: false, reason: 'login' });
    expect(accessFor(viewer({ userId: 'u-owner' }), cv, false)).toEqual({ contactVisible: true, reason: '' });
    expect(accessFor(viewer({}), cv, true)).toEqual({ contactVisible: true, reason: '' });
    expect(accessFor(viewer({}), cv, false)).toEqual({ contactVisible: false, reason: 'membership' });
    expect(accessFor(viewer({ recruiterMode: true }), cv, false)).toEqual({ contactVisible: false, reason: 'membership' });
    expect(accessFor(viewer({ member: true }), cv, false)).toEqual({ contactVisible: false, reason: 'recruiterMode' });
    expect(accessFor(viewer({ member: true, recruiterMode: true }), cv, false)).toEqual({ contactVisible: true, reason: '' });
    expect(accessFor(viewer({ member: true, recruiterMode: true }), { ...cv, is_public: false }, false).contactVisible).toBe(false);
  });

  it('masks a name to first name and initial', () => {
    expect(maskedName('Aya Marie Kouassi')).toBe('Aya K.');
    expect(maskedName('  Drissa  ')).toBe('D.');
    expect(maskedName('王磊')).toBe('王.');
  });
});
