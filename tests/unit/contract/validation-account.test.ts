import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  changePasswordFormSchema, checkPhoneCodeSchema, focusCountrySchema, focusIndustrySchema, housePriceFilterSchema,
  landFilterSchema, LOGIN_FORM_SCHEMAS, loginRequestSchema, mailCodeSchema, MSG, phoneCodeSchema, profileSchema,
  registerFormSchema, registerRequestSchema, resetByEmailRequestSchema, resetByPhoneRequestSchema, resetEmailFormSchema,
  resetPhoneFormSchema, salaryRangeSchema, sendMessageSchema, shareReleaseSchema, validate, type ValidationIssue,
} from '../../../src/contract/validation/index.js';

const issues = (schema: v.GenericSchema, input: unknown): ValidationIssue[] => {
  const r = validate(schema, input);
  // Path and key; the placeholder values are checked on their own below.
  return r.ok ? [] : r.issues.map(({ path, key }) => ({ path, key }));
};
const HASH = 'a'.repeat(64);

describe('login forms', () => {
  const mobile = { mobileCode: '225', phone: '0701020304', password: 'x', agreed: true };
  const email = { username: 'awa@example.ci', password: 'x', agreed: true };

  it('mobile tab needs area code, phone, password and the agreement', () => {
    expect(issues(LOGIN_FORM_SCHEMAS.mobile, mobile)).toEqual([]);
    expect(issues(LOGIN_FORM_SCHEMAS.mobile, { ...mobile, agreed: false })).toEqual([{ path: 'agreed', key: MSG.agreeMessage }]);
    expect(issues(LOGIN_FORM_SCHEMAS.mobile, { ...mobile, mobileCode: '' })).toEqual([{ path: 'mobileCode', key: MSG.areaCodeWarning }]);
    expect(issues(LOGIN_FORM_SCHEMAS.mobile, { ...mobile, phone: '' })).toEqual([{ path: 'phone', key: MSG.phoneRequired }]);
    expect(issues(LOGIN_FORM_SCHEMAS.mobile, { ...mobile, password: '' })).toEqual([{ path: 'password', key: MSG.passwordRequired }]);
  });

  it('e-mail tab needs a valid e-mail, password and the agreement', () => {
    expect(issues(LOGIN_FORM_SCHEMAS.account, email)).toEqual([]);
    expect(issues(LOGIN_FORM_SCHEMAS.account, { ...email, username: '' })).toEqual([{ path: 'username', key: MSG.emailWarning }]);
    expect(issues(LOGIN_FORM_SCHEMAS.account, { ...email, username: 'awa' })).toEqual([{ path: 'username', key: MSG.emailRegp }]);
    expect(issues(LOGIN_FORM_SCHEMAS.account, { password: 'x' })).toEqual([
      { path: 'username', key: MSG.emailWarning },
      { path: 'agreed', key: MSG.agreeMessage },
    ]);
  });

  it('the wire request: type, hashed password, fields of its tab', () => {
    expect(issues(loginRequestSchema, { type: 'mobile', loginData: { mobileCode: '225', phone: '0701020304', password: HASH } })).toEqual([]);
    expect(issues(loginRequestSchema, { type: 'account', loginData: { username: 'a@b.ci', password: HASH } })).toEqual([]);
    expect(issues(loginRequestSchema, { type: 'mobile', loginData: { mobileCode: '225', phone: '0701020304', password: 'plain' } }))
      .toEqual([{ path: 'loginData.password', key: MSG.passwordRegp }]);
    expect(issues(loginRequestSchema, { type: 'mobile', loginData: { mobileCode: '225', password: HASH } }))
      .toEqual([{ path: 'loginData', key: MSG.phoneRequired }]);
    expect(issues(loginRequestSchema, { type: 'account', loginData: { password: HASH } })).toEqual([{ path: 'loginData', key: MSG.emailWarning }]);
    expect(issues(loginRequestSchema, { type: 'qq', loginData: { password: HASH } })).toEqual([{ path: 'type', key: MSG.checkWarning }]);
  });
});

describe('register and reset', () => {
  const reg = { mobileCode: '225', phone: '0701020304', validCode: '123456', password: 'secret1', confirmPassword: 'secret1', agreed: true };

  it('register form: valid phone for the area code, code, password rule, equal confirmation, agreement', () => {
    expect(issues(registerFormSchema, reg)).toEqual([]);
    expect(issues(registerFormSchema, { ...reg, phone: '12345' })).toEqual([{ path: 'phone', key: MSG.phoneInvalid }]);
    expect(issues(registerFormSchema, { ...reg, mobileCode: '86', phone: '13812345678' })).toEqual([]);
    expect(issues(registerFormSchema, { ...reg, phone: '' })).toEqual([{ path: 'phone', key: MSG.phoneRequired }]);
    expect(issues(registerFormSchema, { ...reg, validCode: '' })).toEqual([{ path: 'validCode', key: MSG.codeRequired }]);
    expect(issues(registerFormSchema, { ...reg, password: 'abc', confirmPassword: 'abc' })).toEqual([{ path: 'password', key: MSG.passwordRegp }]);
    expect(issues(registerFormSchema, { ...reg, confirmPassword: '' })).toEqual([{ path: 'confirmPassword', key: MSG.confirmRequired }]);
    expect(issues(registerFormSchema, { ...reg, confirmPassword: 'secret2' })).toEqual([{ path: 'confirmPassword', key: MSG.passwordsDiffer }]);
    expect(issues(registerFormSchema, { ...reg, agreed: false })).toEqual([{ path: 'agreed', key: MSG.agreeMessage }]);
  });

  it('register request (server side)', () => {
    const req = { phone: '0701020304', mobileCode: '225', areaId: 'CIV', languageId: 'fr', password: HASH, validCode: '1234' };
    expect(issues(registerRequestSchema, req)).toEqual([]);
    expect(issues(registerRequestSchema, { ...req, phone: '070' })).toEqual([{ path: 'phone', key: MSG.phoneInvalid }]);
    expect(issues(registerRequestSchema, { ...req, password: 'secret1' })).toEqual([{ path: 'password', key: MSG.passwordRegp }]);
    expect(issues(registerRequestSchema, { ...req, languageId: 'de' })).toEqual([{ path: 'languageId', key: MSG.checkWarning }]);
  });

  it('send / check code', () => {
    expect(issues(phoneCodeSchema, { mobileCode: '225', phone: '0701020304' })).toEqual([]);
    expect(issues(phoneCodeSchema, { phone: '0701020304' })).toEqual([{ path: 'mobileCode', key: MSG.areaCodeWarning }]);
    expect(issues(phoneCodeSchema, { mobileCode: '225' })).toEqual([{ path: 'phone', key: MSG.phoneRequired }]);
    expect(issues(mailCodeSchema, { mail: 'a@b.ci', type: 1 })).toEqual([]);
    expect(issues(mailCodeSchema, { mail: '' })).toEqual([{ path: 'mail', key: MSG.emailWarning }]);
    expect(issues(checkPhoneCodeSchema, { mobileCode: '225', phone: '0701020304', validCode: '' })).toEqual([{ path: 'validCode', key: MSG.codeRequired }]);
  });

  it('reset forms and requests', () => {
    const byPhone = { mobileCode: '225', phone: '0701020304', validCode: '1', password: 'secret1', confirmPassword: 'secret1' };
    expect(issues(resetPhoneFormSchema, byPhone)).toEqual([]);
    expect(issues(resetPhoneFormSchema, { ...byPhone, confirmPassword: 'x' })).toEqual([{ path: 'confirmPassword', key: MSG.passwordsDiffer }]);
    const byMail = { mail: 'a@b.ci', validCode: '1', password: 'secret1', confirmPassword: 'secret1' };
    expect(issues(resetEmailFormSchema, byMail)).toEqual([]);
    expect(issues(resetEmailFormSchema, { ...byMail, password: ' secret1', confirmPassword: ' secret1' })).toEqual([{ path: 'password', key: MSG.passwordRegp }]);
    expect(issues(resetByPhoneRequestSchema, { mobileCode: '225', username: '0701020304', password: HASH, validCode: '1' })).toEqual([]);
    expect(issues(resetByPhoneRequestSchema, { mobileCode: '225', username: '07', password: HASH, validCode: '1' })).toEqual([{ path: 'username', key: MSG.phoneInvalid }]);
    expect(issues(resetByEmailRequestSchema, { username: 'a@b.ci', password: HASH, validCode: '' })).toEqual([{ path: 'validCode', key: MSG.codeRequired }]);
    expect(issues(changePasswordFormSchema, { oldPassword: 'old', password: 'secret1', confirmPassword: 'secret9' })).toEqual([{ path: 'confirmPassword', key: MSG.passwordsDiffer }]);
  });
});

describe('filters, profile, chat, discover', () => {
  it('min <= max on range filters; bounds are optional positive numbers', () => {
    expect(issues(housePriceFilterSchema, { priceRangeMin: '', priceRangeMax: '' })).toEqual([]);
    expect(issues(housePriceFilterSchema, {})).toEqual([]);
    expect(issues(housePriceFilterSchema, { priceRangeMin: 500, priceRangeMax: 100 })).toEqual([{ path: 'priceRangeMin', key: MSG.minMaxNumber }]);
    expect(issues(housePriceFilterSchema, { priceRangeMin: '-1' })).toEqual([{ path: 'priceRangeMin', key: MSG.priceLimit }]);
    expect(issues(landFilterSchema, { sizeRangeMin: 10, sizeRangeMax: 5, priceRangeMin: 1, priceRangeMax: 2 })).toEqual([{ path: 'sizeRangeMin', key: MSG.minMaxNumber }]);
    expect(issues(salaryRangeSchema, { salaryMin: 3, salaryMax: 2 })).toEqual([{ path: 'salaryMin', key: MSG.minMaxNumber }]);
  });

  it('nickname, message body, share post, followed lists', () => {
    expect(issues(profileSchema, { petName: 'Awa' })).toEqual([]);
    expect(issues(profileSchema, { petName: 'A' })).toEqual([{ path: 'petName', key: MSG.nicknameLength }]);
    expect(issues(sendMessageSchema, { type: 0, content: 'bonjour' })).toEqual([]);
    expect(issues(sendMessageSchema, { type: 0, content: '  ' })).toEqual([{ path: 'content', key: MSG.messageEmpty }]);
    expect(issues(sendMessageSchema, { type: 5, content: 'x' })).toEqual([{ path: 'type', key: MSG.checkWarning }]);
    expect(issues(shareReleaseSchema, { content: 'x'.repeat(20), hashtags: ['a'] })).toEqual([]);
    expect(issues(shareReleaseSchema, { content: 'short', hashtags: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual([
      { path: 'content', key: MSG.shareLength },
      { path: 'hashtags', key: MSG.hashtagsLimit },
    ]);
    expect(issues(focusCountrySchema('CIV'), { areaIds: ['CIV', 'SEN'] })).toEqual([]);
    expect(issues(focusIndustrySchema, { industryIds: [1, 2, 3, 4, 5, 6] })).toEqual([{ path: 'industryIds', key: MSG.followedCategoriesLimit }]);
  });
});
