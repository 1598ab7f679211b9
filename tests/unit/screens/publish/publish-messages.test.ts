// Every publish rule of spec §5 answers with its message, in Chinese, English and French: the
// issue the module's schema gives for a wrong form, translated by the app's own i18n with the
// real locale files (placeholders filled).
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../../../src/contract/envelope.js';
import { validate, type ValidationIssue } from '../../../../src/contract/validation/validate.js';
import { publishPayload } from '../../../../src/features/publish/payload.js';
import { createI18n } from '../../../../src/i18n/create-i18n.js';
import type { MessageKey } from '../../../../src/i18n/keys.js';
import { publishFormOf } from '../../../../src/modules/publish-form.js';
import { publishSchemaOf } from '../../../../src/modules/publish-schema.js';
import { MODULES } from '../../../../src/modules/registry.js';
import { filledForm } from '../../features/publish/filled-form.js';

type Key = 'house' | 'business';

function issueOf(key: Key, change: Record<string, unknown>, path: string): ValidationIssue {
  const m = MODULES[key];
  const layout = publishFormOf(m)!;
  const payload = publishPayload(m, layout, { ...filledForm(layout), ...change }, { userId: 'u1' });
  const r = validate(publishSchemaOf(m)!({ mobileCode: '225', releaseAreaNum: 3 }), payload);
  const issue = r.ok ? undefined : r.issues.find((i) => i.path === path);
  if (!issue) throw new Error(`no issue at ${path}`);
  return issue;
}

const CASES: [rule: string, issue: () => ValidationIssue, texts: Record<LanguageCode, string>][] = [
  ['most tags', () => issueOf('house', { labelIds: [1, 2, 3, 4, 5, 6] }, 'labelIds'), {
    en: 'You can choose at most 5 labels', fr: 'Vous pouvez choisir au plus 5 étiquettes', cn: '最多可选择 5 个标签',
  }],
  ['most tags (business: 6)', () => issueOf('business', { labelIds: [1, 2, 3, 4, 5, 6, 7] }, 'labelIds'), {
    en: 'You can choose at most 6 labels', fr: 'Vous pouvez choisir au plus 6 étiquettes', cn: '最多可选择 6 个标签',
  }],
  ['add phone', () => issueOf('house', { phones: ['0700000001', '0700000002', '0700000003', '0700000004'] }, 'tel'), {
    en: 'You can add at most 3 phone numbers', fr: 'Vous pouvez ajouter au plus 3 numéros de téléphone', cn: '最多可添加 3 个电话号码',
  }],
  ['select country', () => issueOf('house', { areaIds: [], cityId: null }, 'cityId'), {
    en: 'Please select a country first', fr: 'Veuillez d’abord sélectionner un pays', cn: '请先选择国家',
  }],
  ['exceed', () => issueOf('business', { areaIds: ['CIV', 'GHA', 'SEN', 'MLI'] }, 'areaIds'), {
    en: 'You cannot choose more than the allowed number', fr: 'Vous ne pouvez pas choisir plus que le nombre autorisé', cn: '选择数量不能超过允许的上限',
  }],
  ['floors', () => issueOf('house', { storey: '7', totalFloor: '3' }, 'storey'), {
    en: 'The floor must not be higher than the total floors', fr: 'L’étage ne doit pas dépasser le nombre total d’étages', cn: '所在楼层不能高于总楼层',
  }],
  ['title length', () => issueOf('house', { title: 'ab' }, 'title'), {
    en: 'The title must have 3 to 200 characters', fr: 'Le titre doit comporter de 3 à 200 caractères', cn: '标题长度须为 3 到 200 个字符',
  }],
  ['content length', () => issueOf('house', { content: '<p>Trop court</p>' }, 'content'), {
    en: 'The content must have 20 to 10,000 characters', fr: 'Le contenu doit comporter de 20 à 10 000 caractères', cn: '内容长度须为 20 到 10,000 个字符',
  }],
];

describe('publish rules in three languages (spec §5)', async () => {
  const i18n = Object.fromEntries(await Promise.all((['en', 'fr', 'cn'] as const).map(async (l) => {
    const instance = await createI18n(l);
    await instance.complete();
    return [l, instance] as const;
  })));

  it.each(CASES)('%s', (_rule, issue, texts) => {
    const { key, values } = issue();
    for (const language of ['en', 'fr', 'cn'] as const) {
      expect(i18n[language]!.t(key as MessageKey, values).replace(/\u00a0|\u202f/g, ' ')).toBe(texts[language]);
    }
  });

  it('the form notices exist in the three languages, each its own text', () => {
    for (const key of ['publish.picturesBusy', 'publish.draftRestored', 'publish.next', 'publish.check.found', 'publish.check.confirmSpend', 'publish.noCityMany']) {
      const shown = (['en', 'fr', 'cn'] as const).map((l) => i18n[l]!.t(key as MessageKey, { words: 'x', n: 2 }));
      expect(new Set(shown).size, key).toBe(3);
      for (const s of shown) expect(s, key).not.toBe(key);
    }
  });
});
