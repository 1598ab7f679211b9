// Message keys of the validation rules (spec §5, §8 "Messages"). Issues carry these keys, never
// English text: the app translates them (locales/*.json "validation") and the server returns the
// key in `message` with code 4422, so both sides show the same words. The contract cannot import
// locales/ (it must import nothing outside src/contract); a unit test checks every key exists.

export const MSG = {
  checkWarning: 'validation.checkWarning',
  agreeMessage: 'validation.agreeMessage',
  passwordsDiffer: 'validation.passwordsDiffer',
  areaCodeWarning: 'validation.areaCodeWarning',
  emailWarning: 'validation.emailWarning',
  minMaxNumber: 'validation.minMaxNumber',
  priceLimit: 'validation.priceLimit',
  sizeLimit: 'validation.sizeLimit',
  numberPositive: 'validation.numberPositive',
  selectCountry: 'validation.selectCountry',
  addPhoneLimit: 'validation.addPhoneLimit',
  mostTags: 'validation.mostTags',
  minThanMaxFloors: 'validation.minThanMaxFloors',
  choose: 'validation.choose',
  pleaseInput: 'validation.pleaseInput',
  titleLength: 'validation.titleLength',
  contentLength: 'validation.contentLength',
  inputLimit: 'validation.inputLimit',
  emailRegp: 'validation.emailRegp',
  passwordRegp: 'validation.passwordRegp',
  phoneInvalid: 'validation.phoneInvalid',
  phoneRequired: 'validation.phoneRequired',
  codeRequired: 'validation.codeRequired',
  passwordRequired: 'validation.passwordRequired',
  confirmRequired: 'validation.confirmRequired',
  nicknameLength: 'validation.nicknameLength',
  exceed: 'validation.exceed',
  shareLength: 'validation.shareLength',
  messageEmpty: 'validation.messageEmpty',
  /** A chat message over {{max}} characters (LIMITS.chatMessageMax). */
  messageLength: 'validation.messageLength',
  imagesLimit: 'validation.imagesLimit',
  followedCountriesLimit: 'validation.followedCountriesLimit',
  followedCategoriesLimit: 'validation.followedCategoriesLimit',
  hashtagsLimit: 'validation.hashtagsLimit',
  /** A hashtag of something else than letters, digits and underscores, or over DISCOVER.hashtagMax. */
  hashtagInvalid: 'validation.hashtagInvalid',
  sensitiveWords: 'validation.sensitiveWords',
  /** Following a user one already follows (spec §8 "Already followed"; discover focusUser). */
  alreadyFollowed: 'validation.alreadyFollowed',
  /** An operator's rejection reason: 1 to {{max}} characters (listing-lifecycle.ts REVIEW_REASON_MAX). */
  reviewReason: 'validation.reviewReason',
  /** A text over {{max}} characters (CV name, attachment name). */
  maxLength: 'validation.maxLength',
  /** CV birth date: a real date giving an age between JOBS.ageMin and JOBS.ageMax. */
  birthDate: 'validation.birthDate',
  /** CV self-introduction: JOBS.introductionMin to introductionMax characters. */
  introductionLength: 'validation.introductionLength',
  /** A cart or order line over {{max}} pieces (TRADE.lineNumberMax). */
  quantityMax: 'validation.quantityMax',
  /** Air express: a parcel's weight, 1 g to EXPRESS.weightMaxG (said in kilograms). */
  parcelWeight: 'validation.parcelWeight',
  /** Air express: each side 1 to EXPRESS.sideMaxCm centimetres. */
  parcelSide: 'validation.parcelSide',
  /** Air express: a declared value of 1 to EXPRESS.declaredValueMax francs. */
  declaredValue: 'validation.declaredValue',
  /** Air express: a kind of goods no flight takes (the server's check: the categories say which). */
  parcelForbidden: 'validation.parcelForbidden',
  /** Air express: no flight from this warehouse to the receiver's country (the server's check). */
  parcelRoute: 'validation.parcelRoute',
  /** A saved search over ALERTS.maxSavedSearches ({{max}}) (issue: Beyond the spec). */
  savedSearchLimit: 'validation.savedSearchLimit',
} as const;

export type ValidationKey = (typeof MSG)[keyof typeof MSG];

export const VALIDATION_KEYS: readonly ValidationKey[] = Object.values(MSG);

export const isValidationKey = (s: unknown): s is ValidationKey =>
  typeof s === 'string' && (VALIDATION_KEYS as readonly string[]).includes(s);
