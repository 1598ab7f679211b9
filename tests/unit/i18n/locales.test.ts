// The three locale files (spec §1: cn, en, fr) must stay in step with en.json, the reference,
// and en.json must hold every message of spec §8 "Messages".
import { describe, expect, it } from 'vitest';
import cn from '../../../locales/cn.json';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf as [dotted path, value]; non-string, non-object leaves are reported as errors. */
function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) throw new Error(`${prefix || 'root'} is not an object`);
  return Object.entries(tree).flatMap(([k, v]): [string, string][] => {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') return [[path, v]];
    return leaves(v, path);
  });
}

/** Object paths too, so an extra empty namespace is caught as well as a missing leaf. */
function allPaths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => {
    const path = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? [path] : [path, ...allPaths(v, path)];
  });
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const LOCALES = { cn, fr } as Record<string, Tree>;
const enLeaves = new Map(leaves(en));

/** Values that are legitimately the same word in the other language. */
/** Store names are brands: every language writes them as the stores do. */
// contact.whatsapp: the « WhatsApp » button (issue: Beyond the spec) says the app's name in every language.
const BRANDS = ['home.appDownload.store', 'home.appDownload.ios', 'contact.whatsapp'];

/** Values that are legitimately the same word in the other language. */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  fr: [
    'dialog.ok', 'tabs.message', 'listScreen.messages', 'listing.tabs.articles',
    'listScreen.filters.min', 'listScreen.filters.max', 'listing.kilometres', 'home.appDownload.store',
    // French uses these words as they are.
    'form.email', 'account.byMobile', 'account.byEmail',
    'publish.fields.fileList', 'publish.fields.content', 'publish.units.km',
    // Air express: "Total", "minimum {{kg}}" and "{{price}}/kg" read the same in French.
    'sea.form.total', 'sea.warehouse.minimum', 'sea.warehouse.perKg',
    // The TOP badge of a boosted listing: the word French marketplaces show as it is.
    'listScreen.top.badge',
    // The « WhatsApp » button: the app's name (BRANDS).
    'contact.whatsapp',
    // The messages screen's title and the bracketed previews of a photo and of another message.
    'chat.title', 'chat.preview.photo', 'chat.preview.other',
    // Jobs: "Urgent", "E-mail" and "CV" are French words too.
    'jobs.common.urgent', 'jobs.recruiter.mail', 'jobs.recruiter.titles.recruitDetails',
    // Goods orders: "Total" and "Services" (the kind of purchase) are French words too.
    'tradeOrder.details.total', 'tradeOrder.services',
    // Discover: "Hashtags" is the French word too; a counter of characters reads "12/500" in both.
    'discover.compose.hashtags', 'discover.compose.tagCount', 'feed.comment.count',
  ],
  cn: BRANDS,
};

describe('locale files', () => {
  it('en.json has only non-empty string leaves', () => {
    expect(enLeaves.size).toBeGreaterThan(50);
    for (const [path, value] of enLeaves) expect(value.trim(), path).not.toBe('');
  });

  for (const [lang, messages] of Object.entries(LOCALES)) {
    describe(lang, () => {
      const own = new Map(leaves(messages));

      it('has exactly the key set of en.json (deep)', () => {
        expect(allPaths(messages).sort()).toEqual(allPaths(en as Tree).sort());
      });

      it('keeps the placeholders of every English message', () => {
        for (const [path, value] of enLeaves) {
          expect(placeholders(own.get(path) ?? ''), `${lang}:${path}`).toEqual(placeholders(value));
        }
      });

      it('is a real translation, not a copy of English', () => {
        const same = [...enLeaves].filter(([path, value]) => own.get(path) === value).map(([path]) => path);
        expect(same.sort()).toEqual([...(SAME_AS_ENGLISH[lang] ?? [])].sort());
      });

      it('has no empty message', () => {
        for (const [path, value] of own) expect(value.trim(), `${lang}:${path}`).not.toBe('');
      });
    });
  }

  it('French keeps ? ! : ; and guillemets on the line of their word (no-break space, never a plain one)', () => {
    // A plain space lets the line break before "?" or "»" and leave it alone on the next line.
    const loose = leaves(LOCALES.fr).filter(([, v]) => /(?:« | »| [?!:;])/.test(v)).map(([path]) => path);
    expect(loose).toEqual([]);
    expect(leaves(LOCALES.fr).some(([, v]) => /\u00a0[?»]/.test(v))).toBe(true);
  });

  it('French writes its apostrophe as ’ everywhere (the mix of \' and ’ showed on one screen)', () => {
    expect(leaves(LOCALES.fr).filter(([, v]) => v.includes("'")).map(([path]) => path)).toEqual([]);
    expect(leaves(LOCALES.fr).some(([, v]) => /\p{L}’\p{L}/u.test(v))).toBe(true);
  });

  it('Chinese messages contain Chinese characters', () => {
    const withoutHan = leaves(cn).filter(([path, v]) => !BRANDS.includes(path) && !/\p{Script=Han}/u.test(v));
    expect(withoutHan).toEqual([]);
  });
});

describe('spec §8 "Messages"', () => {
  // Verbatim English wording of the spec.
  const SPEC_TEXTS = [
    'Network busy',
    'Unknown error',
    'Request timed out',
    'Please check your network connection and click to retry',
    'Uploading failed',
    'Network unavailable currently',
    'Compression failed',
    'Upload error',
    'Verification code incorrect',
    'The verification code expired',
    'This phone number is already registered',
    'Please agree the User Agreement first',
    'The current login information has expired, re-login or not?',
    'You have not logged in. Log in now?',
    'No service available, please purchase it first!',
    'No available product, go and buy?',
    'Current authority insufficient, go to get membership?',
    "Current country's service is suspended! Another country has been selected for you!",
    'Already followed',
    'QR code expired',
    'Cannot delete the country selected in account registration',
    'Cannot purchase membership lower than current level',
    'Exceeded the limit of countries for publishing',
    'Order is expired',
    'Payment failed',
    'Translation failed',
    'Incorrect account',
    // §8 "Global envelope codes": network failure or missing body
    'Maybe This is a system error',
  ];

  // Messages the spec names rather than quotes ("check warning, agree message, ..."), and the
  // ones of the bullet list (redeem code, deletion success, deduction, login first, chunk load).
  const SPEC_NAMED_KEYS = [
    'errors.redeemCodeWrong',
    'errors.deleteSuccess',
    'errors.deductionNotEnough',
    'errors.loginFirst',
    'errors.chunkLoad',
    'errors.styleChunkLoad',
    'list.requestFailed',
    'validation.checkWarning',
    'validation.agreeMessage',
    'validation.passwordsDiffer',
    'validation.areaCodeWarning',
    'validation.emailWarning',
    'validation.minMaxNumber',
    'validation.priceLimit',
    'validation.sizeLimit',
    'validation.selectCountry',
    'validation.addPhoneLimit',
    'validation.mostTags',
    'validation.compressFail',
    'validation.notAllowed',
    'validation.minThanMaxFloors',
    'validation.choose',
    'validation.pleaseInput',
    'validation.titleLength',
    'validation.contentLength',
    'validation.inputLimit',
    'validation.emailRegp',
    'validation.passwordRegp',
    'validation.exceed',
    'validation.firstPersonal',
  ];

  const englishValues = new Set(enLeaves.values());

  it.each(SPEC_TEXTS)('en.json has the message "%s"', (text) => {
    expect(englishValues.has(text)).toBe(true);
  });

  it.each(SPEC_NAMED_KEYS)('en.json has the key %s', (key) => {
    expect(enLeaves.has(key)).toBe(true);
  });

  it('the retry text of failed lists mentions the retry (spec §8 "request-failed retry text")', () => {
    expect(enLeaves.get('list.requestFailed')).toMatch(/click to retry/);
  });
});
