// Contract cases of the member's own data (spec §2 personalInformation, changeLanguage, auth,
// feedback, /common/focus; §5 nickname 3-32, followed countries/categories, "first personal"; §9
// pictures 2 MB, documents 5 MB): every path a form names must be an upload of the caller.
import { expect } from 'vitest';
import { translate } from '../../../examples/server/http/messages.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { UserAllInfo } from '../../../src/contract/types/account.js';
import type { AuthenticationReply, PrivateUploadReply, UploadFileReply } from '../../../src/contract/types/usercenter.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { data, ok, type Case } from '../support/cases.js';
import { SHAPES } from '../support/shapes.js';
import { pngBlob } from '../support/world.js';
import { member, need, pdfBlob, personal, uploadDocument, uploadPrivate, type UcState } from './usercenter-state.js';

type C = Case<UcState>;

const personalForm = (attachment: string) => ({
  type: 'personal', realName: 'Koffi Member', papersType: 1, papersNumber: 'CI-0042-7781', address: 'Cocody, Abidjan', attachment,
});
const enterpriseForm = (w: { state: UcState }) => ({
  type: 'enterprise', legalPerson: 'Koffi Member', companyName: 'Koffi Services SARL', phone: '+225 0700000002',
  officeAddress: 'Plateau, Abidjan', papersType: 2, registrationCode: 'CI-ABJ-2030-B-1234',
  papersPictures: [need(w.state.papersPicture, 'papers picture')], attachment: need(w.state.document, 'document'), authorizationLetter: '',
});

const PROFILE: C[] = [
  {
    endpoint: 'uploadAvatar', kind: 'happy', name: 'a picture becomes the avatar', as: 'member',
    send: (c) => c.api.upload(ENDPOINTS.uploadAvatar, { language: c.session.language }, pngBlob(), 'me.png'),
    expect: {
      code: 200, shape: SHAPES.avatar,
      check: async (r, w, c) => {
        const { imgPath } = data<{ imgPath: string }>(r);
        expect(imgPath).toMatch(/^\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);
        expect((await ok<UserAllInfo>(c, 'getUserInfo', {})).avatarPath).toBe(imgPath);
        w.state.picture = imgPath;
      },
    },
  },
  {
    endpoint: 'uploadAvatar', kind: 'bad', name: 'text bytes named .png', as: 'member', language: 'fr',
    send: (c) => c.api.upload(ENDPOINTS.uploadAvatar, { language: c.session.language }, new Blob(['not a picture']), 'me.png'),
    expect: { code: 4415, key: 'errors.fileType' },
  },
  { endpoint: 'updateUserInfo', kind: 'bad', name: 'logged out', body: () => ({ petName: 'Someone' }), expect: { code: 4001, key: 'errors.notLoggedIn' } },
  { endpoint: 'updateUserInfo', kind: 'bad', name: 'nickname of 2 characters', as: 'member', language: 'fr', body: () => ({ petName: ' ab ' }), expect: { code: 4422, key: MSG.nicknameLength } },
  { endpoint: 'updateUserInfo', kind: 'bad', name: 'unknown country', as: 'member', body: () => ({ areaId: 'ZZZ' }), expect: { code: 4422, key: MSG.choose } },
  { endpoint: 'updateUserInfo', kind: 'bad', name: 'language not offered', as: 'member', body: () => ({ languageId: 'de' }), expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'updateUserInfo', kind: 'bad', name: 'avatar path never uploaded by the member', as: 'member', language: 'cn',
    body: () => ({ avatarPath: '/uploads/2030-01/0123456789abcdef0123456789abcdef.png' }), expect: { code: 4422, key: MSG.choose },
  },
  {
    endpoint: 'updateUserInfo', kind: 'happy', name: 'nickname trimmed, language kept on the account', as: 'member',
    body: (w) => ({ petName: '  Koffi K.  ', languageId: 'fr', avatarPath: need(w.state.picture, 'picture') }),
    expect: {
      code: 200, shape: SHAPES.userAllInfo,
      check: async (r, w) => {
        expect(data<UserAllInfo>(r)).toMatchObject({ petName: 'Koffi K.', languageId: 'fr', avatarPath: w.state.picture });
        // Another device gets the language at login (spec §3 login result languageId).
        const other = w.client('uc-member-language');
        expect((await w.login(other, member)).languageId).toBe('fr');
        await ok(other, 'updateUserInfo', { languageId: 'en' });
        await ok(other, 'logout', {});
      },
    },
  },

  {
    endpoint: 'uploadFile', kind: 'happy', name: 'a pdf', as: 'member', send: (c) => uploadDocument(c, pdfBlob(), 'identity card.pdf'),
    expect: {
      code: 200, shape: SHAPES.uploadFile,
      check: (r, w) => {
        const reply = data<UploadFileReply>(r);
        expect(reply.filePath).toMatch(/^\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.pdf$/);
        expect(reply.fileName).toBe('identity card.pdf');
        w.state.document = reply.filePath;
      },
    },
  },
  { endpoint: 'uploadFile', kind: 'bad', name: 'a picture named .pdf', as: 'member', language: 'fr', send: (c) => uploadDocument(c, pngBlob(), 'scan.pdf'), expect: { code: 4415, key: 'errors.documentType' } },
  {
    endpoint: 'uploadFile', kind: 'bad', name: 'a pdf over 5 MB', as: 'member', language: 'cn',
    send: async (c) => uploadDocument(c, new Blob([await pdfBlob().arrayBuffer(), new Uint8Array(5 * 1024 * 1024)]), 'big.pdf'),
    expect: { code: 4415, message: (lang) => translate('errors.fileTooLarge', lang, { max: '5 MB' }) },
  },
  { endpoint: 'uploadFile', kind: 'bad', name: 'logged out', send: (c) => uploadDocument(c, pdfBlob(), 'a.pdf'), expect: { code: 4001, key: 'errors.notLoggedIn' } },
  {
    endpoint: 'uploadPrivateImg', kind: 'happy', name: 'a papers picture, with its signed URL', as: 'member', send: (c) => uploadPrivate(c, pngBlob(), 'registre.png', 'papers'),
    expect: {
      code: 200, shape: SHAPES.privateUpload,
      check: (r, w) => {
        const reply = data<PrivateUploadReply>(r);
        expect(reply.imgPath).toMatch(/^\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);
        expect(reply.url).toMatch(/^\/private-files\/\d{4}-\d{2}\/[0-9a-f]{32}\.png\?expires=\d+&sig=[A-Za-z0-9_-]{43}$/);
        w.state.papersPicture = reply.imgPath;
      },
    },
  },
  { endpoint: 'uploadPrivateImg', kind: 'bad', name: 'an unknown use', as: 'member', language: 'fr', send: (c) => uploadPrivate(c, pngBlob(), 'a.png', 'listing'), expect: { code: 4422, key: MSG.choose } },
  { endpoint: 'uploadPrivateImg', kind: 'bad', name: 'a pdf as a picture', as: 'member', send: (c) => uploadPrivate(c, pdfBlob(), 'a.png', 'proof'), expect: { code: 4415, key: 'errors.fileType' } },
  { endpoint: 'uploadPrivateImg', kind: 'bad', name: 'logged out', send: (c) => uploadPrivate(c, pngBlob(), 'a.png', 'proof'), expect: { code: 4001, key: 'errors.notLoggedIn' } },
];

const FOCUS: C[] = [
  { endpoint: 'getFocusCountry', kind: 'happy', name: 'the registered country only', as: 'member', expect: { code: 200, shape: SHAPES.focusCountry, check: (r) => expect(r.customData).toEqual({ areaIds: ['CIV'] }) } },
  { endpoint: 'getFocusCountry', kind: 'bad', name: 'logged out', expect: { code: 4001, key: 'errors.notLoggedIn' } },
  { endpoint: 'updateFocusCountry', kind: 'bad', name: 'without the registered country', as: 'member', language: 'fr', body: () => ({ areaIds: ['SEN', 'GHA'] }), expect: { code: 4422, key: 'errors.cannotDeleteRegisteredCountry' } },
  {
    endpoint: 'updateFocusCountry', kind: 'bad', name: '6 besides the registered one', as: 'member',
    body: () => ({ areaIds: ['CIV', 'SEN', 'CMR', 'GHA', 'NGA', 'MLI', 'BFA'] }), expect: { code: 4422, key: MSG.followedCountriesLimit },
  },
  { endpoint: 'updateFocusCountry', kind: 'bad', name: 'unknown country', as: 'member', language: 'cn', body: () => ({ areaIds: ['CIV', 'ZZZ'] }), expect: { code: 4422, key: MSG.choose } },
  {
    endpoint: 'updateFocusCountry', kind: 'happy', name: '5 besides the registered one', as: 'member',
    body: () => ({ areaIds: ['SEN', 'CIV', 'CMR', 'GHA', 'NGA', 'MLI'] }),
    expect: {
      code: 200, shape: SHAPES.null,
      check: async (_r, _w, c) => {
        expect(await ok(c, 'getFocusCountry', {})).toEqual({ areaIds: ['CIV', 'SEN', 'CMR', 'GHA', 'NGA', 'MLI'] });
        expect((await ok<UserAllInfo>(c, 'getUserInfo', {})).focusAreaIds).toEqual(['CIV', 'SEN', 'CMR', 'GHA', 'NGA', 'MLI']);
      },
    },
  },
  { endpoint: 'getFocusIndustry', kind: 'happy', name: 'none yet', as: 'member', expect: { code: 200, shape: SHAPES.focusIndustry, check: (r) => expect(r.customData).toEqual({ industryIds: [] }) } },
  { endpoint: 'getFocusIndustry', kind: 'bad', name: 'logged out', language: 'fr', expect: { code: 4001, key: 'errors.notLoggedIn' } },
  { endpoint: 'updateFocusIndustry', kind: 'bad', name: 'six categories', as: 'member', body: () => ({ industryIds: [2, 3, 4, 5, 6, 7] }), expect: { code: 4422, key: MSG.followedCategoriesLimit } },
  { endpoint: 'updateFocusIndustry', kind: 'bad', name: 'no such module', as: 'member', language: 'fr', body: () => ({ industryIds: [6, 99] }), expect: { code: 4422, key: MSG.choose } },
  {
    endpoint: 'updateFocusIndustry', kind: 'happy', name: 'house and land', as: 'member', body: () => ({ industryIds: [6, 2] }),
    expect: { code: 200, shape: SHAPES.null, check: async (_r, _w, c) => expect((await ok<UserAllInfo>(c, 'getUserInfo', {})).focusIndustryIds).toEqual([6, 2]) },
  },
];

const AUTHENTICATION: C[] = [
  { endpoint: 'submitAuthentication', kind: 'bad', name: 'enterprise before personal', as: 'member', language: 'fr', body: enterpriseForm, expect: { code: 4422, key: 'validation.firstPersonal' } },
  { endpoint: 'submitAuthentication', kind: 'bad', name: 'no real name', as: 'member', body: (w) => ({ ...personalForm(need(w.state.document, 'document')), realName: ' ' }), expect: { code: 4422, key: MSG.pleaseInput } },
  {
    endpoint: 'submitAuthentication', kind: 'bad', name: "another user's upload as attachment", as: 'personal', language: 'cn',
    body: (w) => personalForm(need(w.state.document, 'document')), expect: { code: 4422, key: MSG.choose },
  },
  { endpoint: 'submitAuthentication', kind: 'bad', name: 'unknown type', as: 'member', body: () => ({ type: 'company' }), expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'submitAuthentication', kind: 'happy', name: 'personal: in review', as: 'member', body: (w) => personalForm(need(w.state.document, 'document')),
    expect: {
      code: 200, shape: SHAPES.null,
      check: async (_r, _w, c) => {
        const state = await ok<AuthenticationReply>(c, 'getAuthentication', {});
        expect(state.personal).toMatchObject({ realName: 'Koffi Member', status: 4, reviewedAt: '', reason: '' });
        expect(state.enterprise).toBeNull();
        // Not passed yet: an operator decides in the console.
        expect((await ok<UserAllInfo>(c, 'getUserInfo', {})).authentication).toBe(0);
      },
    },
  },
  { endpoint: 'submitAuthentication', kind: 'happy', name: 'enterprise after personal', as: 'member', language: 'cn', body: enterpriseForm, expect: { code: 200, shape: SHAPES.null } },
  {
    endpoint: 'getAuthentication', kind: 'happy', name: 'both in review', as: 'member',
    expect: {
      code: 200, shape: SHAPES.authentication,
      check: (r) => {
        const { enterprise } = data<AuthenticationReply>(r);
        expect(enterprise).toMatchObject({ companyName: 'Koffi Services SARL', status: 4 });
        // Every paper the form names has its owner's signed URL, and nothing else has one.
        const named = [...enterprise!.papersPictures, enterprise!.attachment];
        expect(Object.keys(enterprise!.fileUrls).sort()).toEqual(named.sort());
        for (const path of named) expect(enterprise!.fileUrls[path]).toMatch(new RegExp(`^/private-files/${path.slice('/uploads/'.length)}\\?expires=\\d+&sig=`));
      },
    },
  },
  { endpoint: 'getAuthentication', kind: 'bad', name: 'logged out', expect: { code: 4001, key: 'errors.notLoggedIn' } },
];

const FEEDBACK: C[] = [
  {
    endpoint: 'insertUserFeedback', kind: 'happy', name: 'text and a picture', as: 'member',
    body: (w) => ({ userId: member.id, content: 'The city list of Ghana is missing Kumasi.', imgList: [need(w.state.picture, 'picture')] }),
    expect: {
      code: 200, shape: SHAPES.null,
      check: async (_r, w) => {
        const rows = await w.db.query<{ images: string[] }>('select images from feedbacks where user_id = $1', [member.id]);
        expect(rows.map((r) => r.images)).toEqual([[w.state.picture]]);
      },
    },
  },
  { endpoint: 'insertUserFeedback', kind: 'bad', name: 'empty text', as: 'member', language: 'fr', body: () => ({ userId: member.id, content: '   ' }), expect: { code: 4422, key: MSG.pleaseInput } },
  { endpoint: 'insertUserFeedback', kind: 'bad', name: 'over 250 characters', as: 'member', body: () => ({ content: 'x'.repeat(251) }), expect: { code: 4422, key: MSG.inputLimit } },
  { endpoint: 'insertUserFeedback', kind: 'bad', name: "another user's id", as: 'member', language: 'cn', body: () => ({ userId: personal.id, content: 'Hello' }), expect: { code: 4403, key: 'errors.incorrectAccount' } },
  { endpoint: 'insertUserFeedback', kind: 'bad', name: "someone else's picture", as: 'personal', body: (w) => ({ content: 'Hello', imgList: [need(w.state.picture, 'picture')] }), expect: { code: 4422, key: MSG.choose } },
];

export const PROFILE_CASES: readonly C[] = [...PROFILE, ...FOCUS, ...AUTHENTICATION, ...FEEDBACK];
