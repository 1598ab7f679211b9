// The CV form <-> saved CV <-> draft <-> payload mapping (src/screens/jobs-user/resume-values.ts),
// checked against the shared schema the server runs (validation/jobs-resume.ts).
import { describe, expect, it } from 'vitest';
import type { Resume } from '../../../../src/contract/types/jobs.js';
import { resumeEditSchema } from '../../../../src/contract/validation/jobs-resume.js';
import { validate } from '../../../../src/contract/validation/validate.js';
import {
  draftDiffers, emptyResumeValues, resumePayload, valuesFromDraft, valuesFromResume, type ResumeValues,
} from '../../../../src/screens/jobs-user/resume-values.js';

const TODAY = new Date(Date.UTC(2026, 10, 27));
const base = emptyResumeValues({ language: 'fr', mobileCode: '225', areaId: 'CIV', phone: '0701020304', mail: 'awa@example.ci' });

const filled: ResumeValues = {
  ...base,
  realName: 'Awa Koné', gender: 2, birthDate: '1996-04-12', educationId: 3, jobStatusId: 1, positionTypeId: 1, yearsWorked: '4',
  industryId: 10, positionId: 101, salaryMin: '250000', salaryMax: '400000', moneyUnitId: 1, billingCycleId: 3,
  selfIntroduction: 'Comptable avec quatre ans d’expérience en cabinet à Abidjan.', workLocation: 'Abidjan, Plateau',
  attachment: '/private/2026-11/abc.pdf', attachmentName: 'cv-awa.pdf',
};

const saved = (over: Partial<Resume> = {}): Resume => ({
  ...(resumePayload(filled) as unknown as Resume),
  recruitingResumeId: 'RIR100001', userId: 'u1', userMq: 'mq', avatarPath: '', educationName: 'Licence', jobStatusName: 'En recherche',
  positionTypeName: 'Temps plein', industryName: 'Finance', positionName: 'Comptable', priceFlag: 'F CFA', billingCycleName: 'mois',
  countryCityName: 'Côte d’Ivoire', age: 30, updateTime: '2026-11-20T10:00:00Z', attachmentUrl: '', access: { contactVisible: true, reason: '' },
  ...over,
});

describe('resume form values', () => {
  it('a new CV starts public, in the interface language, with the account contact details', () => {
    expect(base).toMatchObject({ isPublic: 1, languageId: 'fr', mobileCode: '225', phone: '0701020304', mail: 'awa@example.ci', areaId: 'CIV', gender: null });
    expect(emptyResumeValues({ language: 'en', mobileCode: '', areaId: '' }).phone).toBe('');
  });

  it('the payload of a filled form passes the shared schema, numbers as numbers, the area code with the phone, no form-only field', () => {
    const payload = resumePayload(filled);
    const result = validate(resumeEditSchema({ today: TODAY }), payload);
    expect(result.ok).toBe(true);
    expect(payload).toMatchObject({ yearsWorked: 4, salaryMin: 250000, salaryMax: 400000, gender: 2, languageId: 'fr' });
    // The area code travels with the number (spec §5): the server stores it.
    expect(payload).toMatchObject({ mobileCode: '225', phone: '0701020304' });
    expect(payload).not.toHaveProperty('areaName');
  });

  it('an empty form is refused field by field with the spec §5 messages', () => {
    const result = validate(resumeEditSchema({ today: TODAY }), resumePayload({ ...base, phone: '' }));
    expect(result.ok).toBe(false);
    const keys = Object.fromEntries(result.ok ? [] : result.issues.map((i) => [i.path, i.key]));
    expect(keys).toMatchObject({ realName: 'validation.pleaseInput', gender: 'validation.choose', educationId: 'validation.choose', phone: 'validation.phoneRequired' });
  });

  it('minimum above maximum is shown under the maximum; text that is no number stays text', () => {
    const payload = resumePayload({ ...filled, salaryMin: '500000', salaryMax: '400000' });
    const result = validate(resumeEditSchema({ today: TODAY }), payload);
    expect(result.ok ? [] : result.issues.map((i) => i.path)).toEqual(['salaryMax']);
    expect(resumePayload({ ...filled, salaryMin: '12a' }).salaryMin).toBe('12a');
  });

  it('a saved CV fills the form and gives back the same payload', () => {
    const values = valuesFromResume(saved(), base);
    expect(values.areaName).toBe('Côte d’Ivoire');
    expect(values.mobileCode).toBe('225');
    expect(resumePayload(values)).toEqual(resumePayload(filled));
  });

  it('a saved CV with unset ids (0) shows them as not chosen', () => {
    expect(valuesFromResume(saved({ educationId: 0, positionId: 0 }), base)).toMatchObject({ educationId: null, positionId: null });
  });
});

describe('resume draft', () => {
  it('a draft of the form round-trips through JSON', () => {
    const stored = JSON.parse(JSON.stringify(filled)) as Record<string, unknown>;
    expect(valuesFromDraft(stored, base)).toEqual(filled);
  });

  it('fields of the wrong type or unknown to the form are dropped, the rest kept', () => {
    const restored = valuesFromDraft(
      { realName: 'Awa', gender: 3, educationId: '3', isPublic: true, languageId: 'de', salaryMin: 12, extra: 'x', positionId: null },
      { ...base, positionId: 7 },
    );
    expect(restored).toMatchObject({ realName: 'Awa', gender: null, educationId: null, isPublic: 1, languageId: 'fr', salaryMin: '', positionId: null });
    expect(restored).not.toHaveProperty('extra');
  });

  it('a draft equal to the defaults is not worth restoring', () => {
    expect(draftDiffers(base, base)).toBe(false);
    expect(draftDiffers({ ...base, realName: 'A' }, base)).toBe(true);
  });
});
