// Issue 6 "Unit tests for every validator with the spec's messages in all three languages": each
// account rule, failed on purpose, read through the same translation the server answers with and
// the app shows (locales/*.json), in cn, en and fr. The expected words are written out here, so a
// message that disappears or loses its translation fails.
import { describe, expect, it } from 'vitest';
import type * as v from 'valibot';
import { translate } from '../../../examples/server/http/messages.js';
import {
  changePasswordFormSchema, LOGIN_FORM_SCHEMAS, mailCodeSchema, phoneCodeSchema, registerFormSchema, resetEmailFormSchema,
  resetPhoneFormSchema, validate,
} from '../../../src/contract/validation/index.js';
import { nicknameSchema } from '../../../src/contract/validation/text.js';
import { enterpriseAuthFormSchema, PATHS_SEPARATOR, personalAuthFormSchema } from '../../../src/contract/validation/authentication.js';
import { replaceEmailFormSchema, replacePhoneFormSchema } from '../../../src/contract/validation/replace-contact.js';
import { focusCountrySchema, focusIndustrySchema, profileSchema } from '../../../src/contract/validation/social.js';
import { feedbackFormSchema, qrScanFormSchema } from '../../../src/contract/validation/index.js';

type Words = readonly [cn: string, en: string, fr: string];

const W = {
  agree: ['请同意服务条款', 'Please agree to the terms of service', 'Veuillez accepter les conditions de service'],
  areaCode: ['请选择区号', 'Please choose an area code', 'Veuillez choisir un indicatif'],
  phoneRequired: ['请输入电话号码', 'Please enter the phone number', 'Veuillez saisir le numéro de téléphone'],
  phoneInvalid: ['电话号码无效', 'The phone number is invalid', 'Le numéro de téléphone n’est pas valide'],
  passwordRequired: ['请输入密码', 'Please enter the password', 'Veuillez saisir le mot de passe'],
  passwordRule: ['密码至少 6 个字符，首尾不能有空格', 'The password needs at least 6 characters, without spaces at the start or end', 'Le mot de passe doit comporter au moins 6 caractères, sans espace au début ni à la fin'],
  confirmRequired: ['请确认密码', 'Please confirm the password', 'Veuillez confirmer le mot de passe'],
  differ: ['两次输入的密码不一致', 'The two passwords are different', 'Les deux mots de passe sont différents'],
  codeRequired: ['请输入验证码', 'Please enter the verification code', 'Veuillez saisir le code de vérification'],
  emailRequired: ['请输入有效的电子邮箱地址', 'Please enter a valid e-mail address', 'Veuillez saisir une adresse e-mail valide'],
  emailFormat: ['电子邮箱格式不正确', 'The e-mail format is incorrect', 'Le format de l’e-mail est incorrect'],
  nickname: ['昵称长度须为 3 到 32 个字符', 'The nickname must have 3 to 32 characters', 'Le pseudo doit comporter de 3 à 32 caractères'],
  pleaseInput: ['请输入', 'Please enter', 'Veuillez saisir'],
  choose: ['请选择', 'Please choose', 'Veuillez choisir'],
  inputLimit: ['最多 250 个字符', 'At most 250 characters', '250 caractères au maximum'],
  images: ['最多可添加 6 张图片', 'You can add at most 6 pictures', 'Vous pouvez ajouter au plus 6 images'],
  countries: ['除注册国家外，最多可关注 5 个国家', 'You can follow at most 5 countries besides your registered country', 'Vous pouvez suivre au plus 5 pays en plus de votre pays d’inscription'],
  categories: ['最多可关注 5 个类别', 'You can follow at most 5 categories', 'Vous pouvez suivre au plus 5 catégories'],
} as const satisfies Record<string, Words>;

const MOBILE = { mobileCode: '225', phone: '0701020304', password: 'secret1', agreed: true };
const REGISTER = { mobileCode: '225', phone: '0701020304', validCode: '123456', password: 'secret1', confirmPassword: 'secret1', agreed: true };
const RESET_MAIL = { mail: 'awa@example.ci', validCode: '123456', password: 'secret1', confirmPassword: 'secret1' };

/** [rule, schema, input breaking only that rule, field, words]. */
const CASES: readonly (readonly [string, v.GenericSchema, unknown, string, Words])[] = [
  ['login: agreement ticked', LOGIN_FORM_SCHEMAS.mobile, { ...MOBILE, agreed: false }, 'agreed', W.agree],
  ['login: area code', LOGIN_FORM_SCHEMAS.mobile, { ...MOBILE, mobileCode: '' }, 'mobileCode', W.areaCode],
  ['login: phone', LOGIN_FORM_SCHEMAS.mobile, { ...MOBILE, phone: ' ' }, 'phone', W.phoneRequired],
  ['login: password', LOGIN_FORM_SCHEMAS.mobile, { ...MOBILE, password: '' }, 'password', W.passwordRequired],
  ['login: e-mail required', LOGIN_FORM_SCHEMAS.account, { username: '', password: 'x', agreed: true }, 'username', W.emailRequired],
  ['login: e-mail format', LOGIN_FORM_SCHEMAS.account, { username: 'awa@', password: 'x', agreed: true }, 'username', W.emailFormat],
  ['register: +225 needs ten digits', registerFormSchema, { ...REGISTER, phone: '070102030' }, 'phone', W.phoneInvalid],
  ['register: +86 Chinese mobile pattern', registerFormSchema, { ...REGISTER, mobileCode: '86', phone: '0701020304' }, 'phone', W.phoneInvalid],
  ['register: digits only', registerFormSchema, { ...REGISTER, mobileCode: '33', phone: '06 12' }, 'phone', W.phoneInvalid],
  ['register: at most 50', registerFormSchema, { ...REGISTER, mobileCode: '33', phone: '1'.repeat(51) }, 'phone', W.phoneInvalid],
  ['register: code required', registerFormSchema, { ...REGISTER, validCode: '' }, 'validCode', W.codeRequired],
  ['register: password at least 6', registerFormSchema, { ...REGISTER, password: 'abc12', confirmPassword: 'abc12' }, 'password', W.passwordRule],
  ['register: no leading space', registerFormSchema, { ...REGISTER, password: ' secret1', confirmPassword: ' secret1' }, 'password', W.passwordRule],
  ['register: no trailing space', registerFormSchema, { ...REGISTER, password: 'secret1 ', confirmPassword: 'secret1 ' }, 'password', W.passwordRule],
  ['register: confirmation required', registerFormSchema, { ...REGISTER, confirmPassword: '' }, 'confirmPassword', W.confirmRequired],
  ['register: confirmation equal', registerFormSchema, { ...REGISTER, confirmPassword: 'secret2' }, 'confirmPassword', W.differ],
  ['register: service terms', registerFormSchema, { ...REGISTER, agreed: false }, 'agreed', W.agree],
  ['send code: phone', phoneCodeSchema, { mobileCode: '225', phone: '' }, 'phone', W.phoneRequired],
  ['send code: area code', phoneCodeSchema, { mobileCode: 'abc', phone: '0701020304' }, 'mobileCode', W.areaCode],
  ['send mail code: e-mail', mailCodeSchema, { mail: '' }, 'mail', W.emailRequired],
  ['reset by phone: confirmation equal', resetPhoneFormSchema, { mobileCode: '225', phone: '0701020304', validCode: '1', password: 'secret1', confirmPassword: 'secret9' }, 'confirmPassword', W.differ],
  ['reset by e-mail: format', resetEmailFormSchema, { ...RESET_MAIL, mail: 'awa.example.ci' }, 'mail', W.emailFormat],
  ['reset by e-mail: code', resetEmailFormSchema, { ...RESET_MAIL, validCode: ' ' }, 'validCode', W.codeRequired],
  ['change password: old one', changePasswordFormSchema, { oldPassword: '', password: 'secret1', confirmPassword: 'secret1' }, 'oldPassword', W.passwordRequired],
  ['change password: rule', changePasswordFormSchema, { oldPassword: 'x', password: '12345', confirmPassword: '12345' }, 'password', W.passwordRule],
];

const PERSONAL = { realName: 'Yao Kouadio', papersType: '1', papersNumber: 'CI-1', address: 'Cocody', attachment: '/upload/a.pdf' };
const ENTERPRISE = {
  legalPerson: 'Yao Kouadio', companyName: 'Abidjan Services SARL', phone: '+225 27 22 00 00', officeAddress: 'Plateau', papersType: '1',
  registrationCode: 'CI-ABJ-2026-B-1', papersPictures: '/upload/p1.jpg', attachment: '/upload/a.pdf', authorizationLetter: '',
};
const pictures = (n: number) => Array.from({ length: n }, (_, i) => `/upload/p${i}.jpg`);

/** The user-centre forms (issue 6 "User centre"): [rule, schema, input breaking only that rule, field, words]. */
const USER_CENTRE_CASES: readonly (readonly [string, v.GenericSchema, unknown, string, Words])[] = [
  ['feedback: text required', feedbackFormSchema, { content: '  ' }, 'content', W.pleaseInput],
  ['feedback: text at most 250', feedbackFormSchema, { content: 'x'.repeat(251) }, 'content', W.inputLimit],
  ['feedback: at most 6 pictures', feedbackFormSchema, { content: 'ok', imgList: pictures(7) }, 'imgList', W.images],
  ['feedback: contacts at most 250', feedbackFormSchema, { content: 'ok', contacts: 'x'.repeat(251) }, 'contacts', W.inputLimit],
  ['personal auth: real name', personalAuthFormSchema, { ...PERSONAL, realName: ' ' }, 'realName', W.pleaseInput],
  ['personal auth: papers type chosen', personalAuthFormSchema, { ...PERSONAL, papersType: '' }, 'papersType', W.choose],
  ['personal auth: papers number', personalAuthFormSchema, { ...PERSONAL, papersNumber: '' }, 'papersNumber', W.pleaseInput],
  ['personal auth: address', personalAuthFormSchema, { ...PERSONAL, address: '' }, 'address', W.pleaseInput],
  ['personal auth: attachment', personalAuthFormSchema, { ...PERSONAL, attachment: '' }, 'attachment', W.choose],
  ['enterprise auth: legal person', enterpriseAuthFormSchema, { ...ENTERPRISE, legalPerson: '' }, 'legalPerson', W.pleaseInput],
  ['enterprise auth: company name', enterpriseAuthFormSchema, { ...ENTERPRISE, companyName: '' }, 'companyName', W.pleaseInput],
  ['enterprise auth: phone', enterpriseAuthFormSchema, { ...ENTERPRISE, phone: 'call me' }, 'phone', W.phoneInvalid],
  ['enterprise auth: office address', enterpriseAuthFormSchema, { ...ENTERPRISE, officeAddress: '' }, 'officeAddress', W.pleaseInput],
  ['enterprise auth: registration code', enterpriseAuthFormSchema, { ...ENTERPRISE, registrationCode: '' }, 'registrationCode', W.pleaseInput],
  ['enterprise auth: papers pictures needed', enterpriseAuthFormSchema, { ...ENTERPRISE, papersPictures: '' }, 'papersPictures', W.choose],
  ['enterprise auth: at most 6 pictures', enterpriseAuthFormSchema, { ...ENTERPRISE, papersPictures: pictures(7).join(PATHS_SEPARATOR) }, 'papersPictures', W.images],
  ['enterprise auth: attachment', enterpriseAuthFormSchema, { ...ENTERPRISE, attachment: '' }, 'attachment', W.choose],
  ['replace phone: +225 ten digits', replacePhoneFormSchema, { mobileCode: '225', phone: '07010', validCode: '123456' }, 'phone', W.phoneInvalid],
  ['replace phone: code', replacePhoneFormSchema, { mobileCode: '225', phone: '0701020304', validCode: '' }, 'validCode', W.codeRequired],
  ['replace e-mail: format', replaceEmailFormSchema, { mail: 'awa@', validCode: '123456' }, 'mail', W.emailFormat],
  ['replace e-mail: code', replaceEmailFormSchema, { mail: 'awa@example.ci', validCode: '' }, 'validCode', W.codeRequired],
  ['QR login from the phone: code', qrScanFormSchema, { qrCodeId: ' ' }, 'qrCodeId', W.pleaseInput],
  ['profile: nickname 3 to 32', profileSchema, { petName: 'ab' }, 'petName', W.nickname],
  ['followed countries: at most 5 besides the registered one', focusCountrySchema('CIV'), { areaIds: ['CIV', 'GHA', 'SEN', 'MLI', 'BFA', 'TGO', 'BEN'] }, 'areaIds', W.countries],
  ['followed countries: not empty', focusCountrySchema('CIV'), { areaIds: [] }, 'areaIds', W.choose],
  ['followed categories: at most 5', focusIndustrySchema, { industryIds: [1, 2, 3, 4, 5, 6] }, 'industryIds', W.categories],
];

const LANGS = ['cn', 'en', 'fr'] as const;

describe('account validators speak cn, en and fr (spec §5, §8)', () => {
  it.each([...CASES, ...USER_CENTRE_CASES])('%s', (_rule, schema, input, field, words) => {
    const r = validate(schema, input);
    expect(r.ok).toBe(false);
    const issue = r.ok ? undefined : r.issues.find((i) => i.path === field);
    expect(issue, `an issue on ${field}`).toBeDefined();
    expect(r.ok ? [] : r.issues.map((i) => i.path)).toEqual([field]); // only the rule under test fails
    LANGS.forEach((lang, i) => expect(translate(issue!.key, lang, issue!.values)).toBe(words[i]));
  });

  it('nickname 3 to 32 characters, counted without the blanks around it', () => {
    for (const bad of ['ab', '  ab  ', 'x'.repeat(33)]) {
      const r = validate(nicknameSchema, bad);
      expect(r.ok).toBe(false);
      if (!r.ok) LANGS.forEach((lang, i) => expect(translate(r.issues[0]!.key, lang)).toBe(W.nickname[i]));
    }
    for (const good of ['Awa', 'x'.repeat(32), ' Kofi ']) expect(validate(nicknameSchema, good).ok).toBe(true);
  });
});
