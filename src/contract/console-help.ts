// The operator console's help articles (spec §2 serviceAndHelp: the menus and common problems the
// app shows; the customer-service robot answers from the same articles): their calls, who may make
// each, their inputs as valibot schemas and their replies. Spread into console-api.ts like
// console-payments.ts; imports nothing of console-api.ts (no cycle).
//
// Texts per language: English is required (the app falls back to it where a language is missing,
// usercenter/help.ts), Chinese and French may be left empty. A title follows the publish form's
// title rule and an answer its content rule (spec §5: 3–200, 20–10,000 characters of text); an
// answer is HTML, sanitized by the server before it is stored and again on output.
import * as v from 'valibot';
import { LANGUAGES } from './constants.js';
import { MSG } from './validation/messages.js';
import { contentSchema, titleSchema } from './validation/text.js';

/** Customer-service agents keep the articles they answer from (admins too). */
const HELP_EDITORS = ['agent', 'admin'] as const;

/** The help calls' part of the role table (console-api.ts CONSOLE_CALLS). */
export const CONSOLE_HELP_CALLS = {
  helpMenus: HELP_EDITORS,
  helpArticles: HELP_EDITORS,
  saveHelpMenu: HELP_EDITORS,
  saveHelpArticle: HELP_EDITORS,
  deleteHelpArticle: HELP_EDITORS,
  orderHelpArticles: HELP_EDITORS,
} as const;

/** Console message keys the help calls answer with (locales/console/*.json "errors"). */
export const CONSOLE_HELP_ERRORS = {
  helpMenuNotFound: 'errors.helpMenuNotFound',
  helpArticleNotFound: 'errors.helpArticleNotFound',
  /** orderHelpArticles: the ids are not exactly the menu's articles (one was added or deleted meanwhile). */
  helpOrderStale: 'errors.helpOrderStale',
} as const;

export const HELP_MENU_NAME_MAX = 60;
/** Articles a menu may hold (the app pages them 15 at a time; the console orders them all at once). */
export const HELP_ARTICLES_MAX = 200;

const serial = v.pipe(v.number(MSG.checkWarning), v.integer(MSG.checkWarning), v.minValue(1, MSG.checkWarning), v.maxValue(2_147_483_647, MSG.checkWarning));
const noControl = (s: string) => !/\p{Cc}/u.test(s);

/** English as `schema` says; another language '' (not written) or as `schema` says. */
function localized<S extends v.GenericSchema<string, string>>(schema: S, message: string) {
  const other = v.optional(v.pipe(v.string(message), v.check((s) => s.trim() === '' || v.is(schema, s), message)), '');
  return v.object({ cn: other, en: schema, fr: other }, MSG.checkWarning);
}

const menuName = v.pipe(v.string(MSG.pleaseInput), v.check(noControl, MSG.checkWarning), v.trim(), v.nonEmpty(MSG.pleaseInput), v.maxLength(HELP_MENU_NAME_MAX, MSG.inputLimit));

export const consoleHelpSchemas = {
  helpMenus: v.object({}),
  helpArticles: v.object({ menuId: serial }),
  /** id absent: a new menu, last. */
  saveHelpMenu: v.object({ id: v.optional(serial), names: localized(menuName, MSG.inputLimit) }),
  /** id absent: a new article, last of its menu; given: that article (moved to menuId when it differs). */
  saveHelpArticle: v.object({
    id: v.optional(serial),
    menuId: serial,
    titles: localized(titleSchema, MSG.titleLength),
    contents: localized(contentSchema, MSG.contentLength),
  }),
  deleteHelpArticle: v.object({ id: serial }),
  /** Every article of the menu, in the new order. */
  orderHelpArticles: v.object({
    menuId: serial,
    ids: v.pipe(v.array(serial, MSG.checkWarning), v.minLength(1, MSG.checkWarning), v.maxLength(HELP_ARTICLES_MAX, MSG.checkWarning),
      v.check((a) => new Set(a).size === a.length, MSG.checkWarning)),
  }),
} as const;

/** A text per language; a language not written is ''. */
export type HelpTexts = Record<(typeof LANGUAGES)[number], string>;

export interface HelpMenuItem {
  id: number;
  names: HelpTexts;
  sort: number;
  articles: number;
}

export interface HelpArticleItem {
  id: number;
  menuId: number;
  titles: HelpTexts;
  /** HTML as stored (sanitized); the console shows it through the app's sanitizer. */
  contents: HelpTexts;
  sort: number;
  updatedAt: string;
}

export interface ConsoleHelpReplies {
  helpMenus: HelpMenuItem[];
  helpArticles: { menu: HelpMenuItem; articles: HelpArticleItem[] };
  saveHelpMenu: HelpMenuItem;
  saveHelpArticle: HelpArticleItem;
  deleteHelpArticle: { id: number };
  orderHelpArticles: { menuId: number; ids: number[] };
}
