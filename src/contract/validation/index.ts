// Public entry of the validation rules (spec §5), shared by the forms and the reference server.
export { MSG, VALIDATION_KEYS, isValidationKey, type ValidationKey } from './messages.js';
export { validate, issueFor, type Validation, type ValidationIssue } from './validate.js';
export { formObject, crossRule, type CrossProblem } from './form-object.js';
export {
  PHONE_PATTERNS, normalizeMobileCode, validatePhone, phoneSchema, phonesSchema, splitTel, joinTel, validateTel, telSchema,
} from './phone.js';
export {
  isBlank, isPositiveNumber, positiveNumberSchema, boundSchema, validateRange, validateFloors, type NumberInput, type NumberRule,
} from './numbers.js';
export {
  titleSchema, contentSchema, nicknameSchema, requiredTextSchema, contactsSchema, freeInputSchema, EMAIL_PATTERN,
  optionalEmailSchema, requiredEmailSchema, passwordSchema, passwordHashSchema, loginPasswordSchema,
  confirmPasswordSchema, verificationCodeSchema, agreementSchema, mobileCodeSchema, messageBodySchema, sharePostSchema,
} from './text.js';
export { htmlToPlain, plainLength } from './plain-text.js';
export {
  choiceSchema, areaIdSchema, yesNoSchema, labelsSchema, fileListSchema, imagesSchema, validateCountryCount,
  canSelectAllCountries, canChooseManyCountries, countriesSchema, followedCountriesSchema,
  followedCategoriesSchema, type LabelRule,
} from './choices.js';
export { lookupIdSchema, countryIdSchema, lookupLanguageSchema } from './lookups.js';
export {
  MAX_PAGE_SIZE, MAX_PAGE_INDEX, MAX_KEYWORDS, MAX_IDS, serviceIdSchema, optionalServiceIdSchema, serviceIdsSchema,
  optionalServiceIdsSchema, moduleIdSchema, optionalLookupIdSchema, searchBoundSchema, keywordsSchema, searchTypeSchema,
  pageSchema, pageWindow, optionalLanguageSchema, esInfoIdSchema, type PageRequest, type PageWindow,
} from './listing-fields.js';
export {
  searchRequestSchema, listingDetailRequestSchema, mineDetailRequestSchema, moduleRequestSchema, insertFavoriteRequestSchema,
  savedListRequestSchema, cancelFavoriteRequestSchema, deleteHistoryRequestSchema, editTargetSchema, type SearchFilters,
} from './listing-requests.js';
export { publishBaseEntries, cityProblem, entriesFor, type PublishRuleOptions, type PublishShape } from './publish-base.js';
export {
  landPublishSchema, housePublishSchema, housekeepingPublishSchema, businessPublishSchema, visaPublishSchema,
  carSalesPublishSchema, carRentalPublishSchema, goodsPublishSchema, purchasePublishSchema, PUBLISH_SCHEMAS,
} from './publish.js';
export {
  loginMobileFormSchema, loginEmailFormSchema, LOGIN_FORM_SCHEMAS, qrScanFormSchema, loginRequestSchema, phoneCodeSchema, mailCodeSchema,
  checkPhoneCodeSchema, registerFormSchema, registerRequestSchema, resetPhoneFormSchema, resetEmailFormSchema,
  resetByPhoneRequestSchema, resetByEmailRequestSchema, changePasswordFormSchema,
} from './account.js';
export { housePriceFilterSchema, landFilterSchema, salaryRangeSchema } from './filters.js';
export { profileSchema, sendMessageSchema, focusCountrySchema, focusIndustrySchema } from './social.js';
export { shareReleaseSchema, hashtagsSchema } from './discover.js';
export {
  uploadPathSchema, changePasswordRequestSchema, updateUserInfoRequestSchema, removeDeviceRequestSchema, feedbackContentSchema,
  feedbackFormSchema, feedbackRequestSchema, personalAuthenticationSchema, enterpriseAuthenticationSchema,
  authenticationSchemaOf, problemListRequestSchema, problemDetailRequestSchema,
} from './usercenter.js';
export { resumeEditSchema, ageOn, parseBirthDate, RESUME_NAME_MAX, RESUME_ATTACHMENT_NAME_MAX, type ResumeRuleOptions } from './jobs-resume.js';
export {
  saveAddressSchema, addressRefSchema, setCartLineSchema, removeCartLinesSchema, mergeCartSchema, checkoutSchema, tradeOrderRefSchema,
  changePriceSchema, shipSchema, closeTradeSchema, disputeSchema, tradeOrderListSchema, courierProblem, tradeOrderNoSchema,
} from './goods-order.js';
