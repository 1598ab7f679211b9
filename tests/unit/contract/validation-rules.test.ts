import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  agreementSchema, canChooseManyCountries, canSelectAllCountries, contactsSchema, contentSchema, countriesSchema,
  fileListSchema, followedCategoriesSchema, followedCountriesSchema, freeInputSchema, hashtagsSchema, imagesSchema,
  isPositiveNumber, labelsSchema, messageBodySchema, MSG, nicknameSchema, optionalEmailSchema, passwordSchema,
  phoneSchema, phonesSchema, positiveNumberSchema, requiredEmailSchema, sharePostSchema, telSchema, titleSchema,
  validate, validateCountryCount, validateFloors, validatePhone, validateRange, validateTel, VALIDATION_KEYS,
  verificationCodeSchema,
} from '../../../src/contract/validation/index.js';
import en from '../../../locales/en.json';

/** First issue key, or null when valid. */
const keyOf = (schema: v.GenericSchema, input: unknown) => {
  const r = validate(schema, input);
  return r.ok ? null : (r.issues[0]?.key ?? 'no-issue');
};
const chars = (n: number, c = 'a') => c.repeat(n);

describe('message keys', () => {
  it('every key exists in locales/en.json "validation"', () => {
    const validation: Record<string, unknown> = en.validation;
    const missing = VALIDATION_KEYS.filter((k) => typeof validation[k.replace(/^validation\./, '')] !== 'string');
    expect(missing).toEqual([]);
  });
});

describe('validate()', () => {
  it('returns the value when valid and {path, key} issues otherwise, one per path', () => {
    const schema = v.object({ title: titleSchema, content: contentSchema });
    expect(validate(schema, { title: 'abc', content: chars(20) })).toEqual({ ok: true, value: { title: 'abc', content: chars(20) } });
    expect(validate(schema, { title: 'ab', content: 'short' })).toEqual({
      ok: false,
      issues: [{ path: 'title', key: MSG.titleLength }, { path: 'content', key: MSG.contentLength }],
    });
  });

  it('never throws, even if a rule does, and maps foreign messages to checkWarning', () => {
    const throwing = v.pipe(v.string(), v.check(() => { throw new Error('boom'); }, MSG.choose));
    expect(validate(throwing, 'x')).toEqual({ ok: false, issues: [{ path: '', key: MSG.checkWarning }] });
    expect(validate(v.string(), 1)).toEqual({ ok: false, issues: [{ path: '', key: MSG.checkWarning }] });
  });
});

describe('text rules', () => {
  it('title 3..200 (trimmed)', () => {
    expect(keyOf(titleSchema, 'abc')).toBeNull();
    expect(keyOf(titleSchema, chars(200))).toBeNull();
    expect(keyOf(titleSchema, 'ab')).toBe(MSG.titleLength);
    expect(keyOf(titleSchema, '  ab  ')).toBe(MSG.titleLength);
    expect(keyOf(titleSchema, chars(201))).toBe(MSG.titleLength);
    expect(keyOf(titleSchema, undefined)).toBe(MSG.titleLength);
  });

  it('content 20..10,000', () => {
    expect(keyOf(contentSchema, chars(20))).toBeNull();
    expect(keyOf(contentSchema, chars(10_000))).toBeNull();
    expect(keyOf(contentSchema, chars(19))).toBe(MSG.contentLength);
    expect(keyOf(contentSchema, chars(10_001))).toBe(MSG.contentLength);
  });

  it('contacts required and at most 250; free input optional, at most 250', () => {
    expect(keyOf(contactsSchema, 'Awa')).toBeNull();
    expect(keyOf(contactsSchema, '   ')).toBe(MSG.pleaseInput);
    expect(keyOf(contactsSchema, chars(251))).toBe(MSG.inputLimit);
    expect(keyOf(freeInputSchema, undefined)).toBeNull();
    expect(keyOf(freeInputSchema, chars(250))).toBeNull();
    expect(keyOf(freeInputSchema, chars(251))).toBe(MSG.inputLimit);
  });

  it('e-mail optional on listings, required where it is the login', () => {
    expect(keyOf(optionalEmailSchema, undefined)).toBeNull();
    expect(keyOf(optionalEmailSchema, '')).toBeNull();
    expect(keyOf(optionalEmailSchema, 'kofi@example.ci')).toBeNull();
    expect(keyOf(optionalEmailSchema, 'kofi@example')).toBe(MSG.emailRegp);
    expect(keyOf(optionalEmailSchema, 'not an email')).toBe(MSG.emailRegp);
    expect(keyOf(requiredEmailSchema, '')).toBe(MSG.emailWarning);
    expect(keyOf(requiredEmailSchema, 'a@b')).toBe(MSG.emailRegp);
    expect(keyOf(requiredEmailSchema, 'a.b@c.fr')).toBeNull();
  });

  it('nickname 3..32', () => {
    expect(keyOf(nicknameSchema, 'Ama')).toBeNull();
    expect(keyOf(nicknameSchema, chars(32))).toBeNull();
    expect(keyOf(nicknameSchema, 'Am')).toBe(MSG.nicknameLength);
    expect(keyOf(nicknameSchema, chars(33))).toBe(MSG.nicknameLength);
  });

  it('password: required, at least 6, no leading or trailing whitespace', () => {
    expect(keyOf(passwordSchema, 'secret')).toBeNull();
    expect(keyOf(passwordSchema, 'sec ret')).toBeNull();
    expect(keyOf(passwordSchema, '')).toBe(MSG.passwordRequired);
    expect(keyOf(passwordSchema, 'abcde')).toBe(MSG.passwordRegp);
    expect(keyOf(passwordSchema, ' secret')).toBe(MSG.passwordRegp);
    expect(keyOf(passwordSchema, 'secret\t')).toBe(MSG.passwordRegp);
  });

  it('verification code required; agreement ticked', () => {
    expect(keyOf(verificationCodeSchema, '1234')).toBeNull();
    expect(keyOf(verificationCodeSchema, ' ')).toBe(MSG.codeRequired);
    expect(keyOf(agreementSchema, true)).toBeNull();
    expect(keyOf(agreementSchema, false)).toBe(MSG.agreeMessage);
    expect(keyOf(agreementSchema, undefined)).toBe(MSG.agreeMessage);
  });

  it('message body not empty; share post at least 20', () => {
    expect(keyOf(messageBodySchema, 'hi')).toBeNull();
    expect(keyOf(messageBodySchema, ' \n ')).toBe(MSG.messageEmpty);
    expect(keyOf(sharePostSchema, chars(20))).toBeNull();
    expect(keyOf(sharePostSchema, chars(19))).toBe(MSG.shareLength);
  });
});

describe('phone rules', () => {
  it('86: Chinese mobile pattern', () => {
    expect(validatePhone('86', '13812345678')).toBeNull();
    expect(validatePhone('+86', '19912345678')).toBeNull();
    expect(validatePhone('86', '12812345678')).toBe(MSG.phoneInvalid);
    expect(validatePhone('86', '1381234567')).toBe(MSG.phoneInvalid);
  });

  it('225: exactly 10 digits', () => {
    expect(validatePhone('225', '0701020304')).toBeNull();
    expect(validatePhone('225', '070102030')).toBe(MSG.phoneInvalid);
    expect(validatePhone('225', '07010203041')).toBe(MSG.phoneInvalid);
  });

  it('other codes: digits only, at most 50; empty says the given key', () => {
    expect(validatePhone('33', '612345678')).toBeNull();
    expect(validatePhone(undefined, chars(50, '1'))).toBeNull();
    expect(validatePhone('33', chars(51, '1'))).toBe(MSG.phoneInvalid);
    expect(validatePhone('33', '06 12 34')).toBe(MSG.phoneInvalid);
    expect(validatePhone('33', '+33612')).toBe(MSG.phoneInvalid);
    expect(validatePhone('33', '')).toBe(MSG.phoneRequired);
    expect(validatePhone('33', '', MSG.pleaseInput)).toBe(MSG.pleaseInput);
  });

  it('phoneSchema binds the area code', () => {
    expect(keyOf(phoneSchema('225'), '0701020304')).toBeNull();
    expect(keyOf(phoneSchema('225'), '123')).toBe(MSG.phoneInvalid);
    expect(keyOf(phoneSchema('225'), '')).toBe(MSG.phoneRequired);
  });

  it('phones list: 1 to 3, each required and valid', () => {
    expect(keyOf(phonesSchema('225'), ['0701020304'])).toBeNull();
    expect(keyOf(phonesSchema('225'), ['0701020304', '0501020304', '0101020304'])).toBeNull();
    expect(keyOf(phonesSchema('225'), [])).toBe(MSG.pleaseInput);
    expect(keyOf(phonesSchema('225'), ['0701020304', '0501020304', '0101020304', '0701020305'])).toBe(MSG.addPhoneLimit);
    expect(validate(phonesSchema('225'), ['0701020304', ''])).toEqual({ ok: false, issues: [{ path: '1', key: MSG.pleaseInput }] });
  });

  it('tel (comma-joined)', () => {
    expect(validateTel('225', '0701020304,0501020304')).toBeNull();
    expect(validateTel('225', '')).toBe(MSG.pleaseInput);
    expect(validateTel('225', '0701020304,')).toBe(MSG.pleaseInput);
    expect(validateTel('225', '1,2,3,4')).toBe(MSG.addPhoneLimit);
    expect(keyOf(telSchema('225'), '0701020304,12')).toBe(MSG.phoneInvalid);
  });
});

describe('number rules', () => {
  it('positive, at most 11 integer digits and 2 decimals', () => {
    for (const ok of [1, 0.5, '12.34', '99999999999', 99999999999.99, '007']) expect(isPositiveNumber(ok), String(ok)).toBe(true);
    for (const bad of [0, -1, '0', '0.00', '-5', '1.234', '123456789012', 'abc', '', NaN, Infinity, '1e3', null]) {
      expect(isPositiveNumber(bad), String(bad)).toBe(false);
    }
    expect(isPositiveNumber('2.5', true)).toBe(false);
    expect(isPositiveNumber('3', true)).toBe(true);
  });

  it('schema: empty says please input (or choose), invalid says the field key', () => {
    const price = positiveNumberSchema({ key: MSG.priceLimit });
    expect(keyOf(price, '1500.50')).toBeNull();
    expect(keyOf(price, '')).toBe(MSG.pleaseInput);
    expect(keyOf(price, undefined)).toBe(MSG.pleaseInput);
    expect(keyOf(price, '0')).toBe(MSG.priceLimit);
    expect(keyOf(price, '1.999')).toBe(MSG.priceLimit);
    expect(keyOf(positiveNumberSchema(), -3)).toBe(MSG.numberPositive);
    expect(keyOf(positiveNumberSchema({ emptyKey: MSG.choose }), null)).toBe(MSG.choose);
  });

  it('min must not exceed max; floor must not exceed total floors', () => {
    expect(validateRange(10, 20)).toBeNull();
    expect(validateRange('20', '20')).toBeNull();
    expect(validateRange(30, 20)).toBe(MSG.minMaxNumber);
    expect(validateRange('', 20)).toBeNull();
    expect(validateFloors(3, 5)).toBeNull();
    expect(validateFloors(6, 5)).toBe(MSG.minThanMaxFloors);
  });
});

describe('choice rules', () => {
  it('labels: required by default, at most 5 (or the given max)', () => {
    expect(keyOf(labelsSchema(), [1, 2, 3, 4, 5])).toBeNull();
    expect(keyOf(labelsSchema(), [1, 2, 3, 4, 5, 6])).toBe(MSG.mostTags);
    expect(keyOf(labelsSchema({ max: 6 }), [1, 2, 3, 4, 5, 6])).toBeNull();
    expect(keyOf(labelsSchema({ max: 6 }), [1, 2, 3, 4, 5, 6, 7])).toBe(MSG.mostTags);
    expect(keyOf(labelsSchema(), [])).toBe(MSG.choose);
    expect(keyOf(labelsSchema({ required: false }), [])).toBeNull();
  });

  it('images at most 6; payload pictures required unless said otherwise', () => {
    const files = (n: number) => Array.from({ length: n }, (_, i) => ({ imgPath: `/img/${i}.jpg`, sort: i }));
    expect(keyOf(fileListSchema(), files(6))).toBeNull();
    expect(keyOf(fileListSchema(), files(7))).toBe(MSG.imagesLimit);
    expect(keyOf(fileListSchema(), [])).toBe(MSG.choose);
    expect(keyOf(fileListSchema(false), [])).toBeNull();
    expect(keyOf(imagesSchema, [1, 2, 3, 4, 5, 6, 7])).toBe(MSG.imagesLimit);
  });

  it('countries within releaseAreaNum; 999 allows all', () => {
    expect(validateCountryCount(1, 1)).toBeNull();
    expect(validateCountryCount(2, 1)).toBe(MSG.exceed);
    expect(validateCountryCount(3, 3)).toBeNull();
    expect(validateCountryCount(4, 3)).toBe(MSG.exceed);
    expect(validateCountryCount(54, 999)).toBeNull();
    expect(validateCountryCount(0, 999)).toBe(MSG.choose);
    expect(keyOf(countriesSchema(2), ['CIV', 'SEN', 'MLI'])).toBe(MSG.exceed);
    expect(keyOf(countriesSchema(2), ['CIV', 'SEN'])).toBeNull();
    expect(keyOf(countriesSchema(), ['CIV', 'SEN', 'MLI'])).toBeNull();
    expect(canSelectAllCountries(999)).toBe(true);
    expect(canSelectAllCountries(5)).toBe(false);
    expect(canChooseManyCountries(1)).toBe(false);
    expect(canChooseManyCountries(3)).toBe(true);
  });

  it('hashtags 5, followed countries 5 besides the registered one, followed categories 5', () => {
    expect(keyOf(hashtagsSchema, ['a', 'b', 'c', 'd', 'e'])).toBeNull();
    expect(keyOf(hashtagsSchema, ['a', 'b', 'c', 'd', 'e', 'f'])).toBe(MSG.hashtagsLimit);
    const six = ['CIV', 'SEN', 'MLI', 'BFA', 'GHA', 'TGO'];
    expect(keyOf(followedCountriesSchema('CIV'), six)).toBeNull();
    expect(keyOf(followedCountriesSchema('CIV'), [...six, 'BEN'])).toBe(MSG.followedCountriesLimit);
    expect(keyOf(followedCountriesSchema('CIV'), [])).toBe(MSG.choose);
    expect(keyOf(followedCategoriesSchema, [1, 2, 3, 4, 5, 6])).toBe(MSG.followedCategoriesLimit);
    expect(keyOf(followedCategoriesSchema, [1, 2, 3, 4, 5])).toBeNull();
  });
});
