// The chat emoji (spec §1: "about 40 emoji names, the last 26 flagged as news"): 40 entries, in
// picker order, the last 26 flagged `isNew`. A message carries an emoji as its code in square
// brackets; the stored code is the Chinese name ("[微笑]", the form other clients and the queue
// already use), and the English and French names are read too, so "[Sourire]" typed by hand is
// the same smile. The names live here, not in the locales: a message must be readable whatever
// language the reader's app loaded.
import type { LanguageCode } from '../../../contract/envelope.js';
import { ANGRY_FACE, EXTRAS as X, EYES as E, face, MOUTHS as M, OBJECTS as O, type Art } from './emoji-art.js';

export interface Emoji {
  /** Stable id (tests, data attributes). */
  id: string;
  /** The name in each language; `cn` is the code stored in messages. */
  names: Readonly<Record<LanguageCode, string>>;
  isNew: boolean;
  art: Art;
}

type Row = readonly [id: string, cn: string, en: string, fr: string, art: Art];

const CLASSIC: readonly Row[] = [
  ['smile', '微笑', 'Smile', 'Sourire', face([E.dots, M.smile])],
  ['pout', '撇嘴', 'Pout', 'Moue', face([E.dots, M.pout])],
  ['love', '色', 'Heart eyes', 'Amoureux', face([E.hearts, M.open])],
  ['daze', '发呆', 'Daze', 'Hébété', face([E.wide, M.flat])],
  ['cool', '得意', 'Cool', 'Frimeur', face([E.glasses, M.smirk])],
  ['tears', '流泪', 'Tears', 'Larmes', face([X.sadBrows, E.dots, M.frown, X.tear])],
  ['shy', '害羞', 'Shy', 'Timide', face([E.happy, X.blush, M.small])],
  ['zipped', '闭嘴', 'Zipped', 'Bouche cousue', face([E.dots, M.zip])],
  ['sleepy', '睡', 'Sleepy', 'Dodo', face([E.closed, M.o, X.zzz])],
  ['sob', '大哭', 'Sob', 'Sanglots', face([E.shut, X.streams, M.sob])],
  ['awkward', '尴尬', 'Awkward', 'Gêné', face([E.lines, M.wavy, X.sweat])],
  ['angry', '发怒', 'Angry', 'En colère', face([X.angryBrows, E.dots, M.frown], ANGRY_FACE)],
  ['cheeky', '调皮', 'Cheeky', 'Coquin', face([E.wink, M.tongue])],
  ['grin', '呲牙', 'Grin', 'Grand sourire', face([E.happy, M.teeth])],
];

const NEW: readonly Row[] = [
  ['surprised', '惊讶', 'Surprised', 'Surpris', face([E.wide, M.bigO])],
  ['sad', '难过', 'Sad', 'Triste', face([X.sadBrows, E.dots, M.frown])],
  ['giggle', '偷笑', 'Giggle', 'Petit rire', face([E.happy, X.blush, X.hand])],
  ['happy', '愉快', 'Happy', 'Joyeux', face([E.happy, M.open])],
  ['eyeRoll', '白眼', 'Eye roll', 'Yeux au ciel', face([E.roll, M.flat])],
  ['puzzled', '疑问', 'Puzzled', 'Perplexe', face([E.dots, M.askew, X.question])],
  ['shush', '嘘', 'Shush', 'Chut', face([E.dots, M.o, X.finger])],
  ['dizzy', '晕', 'Dizzy', 'Étourdi', face([E.crosses, M.o])],
  ['phew', '擦汗', 'Phew', 'Ouf', face([E.happy, M.smile, X.sweat])],
  ['smirk', '坏笑', 'Smirk', 'Sourire en coin', face([E.sly, M.smirk])],
  ['wink', '眨眼', 'Wink', 'Clin d’œil', face([E.wink, M.smile])],
  ['joy', '破涕为笑', 'Tears of joy', 'Mort de rire', face([E.happy, M.laugh, X.tears])],
  ['thumbsUp', '强', 'Thumbs up', 'Pouce levé', O.thumbsUp],
  ['thumbsDown', '弱', 'Thumbs down', 'Pouce baissé', O.thumbsDown],
  ['heart', '爱心', 'Heart', 'Cœur', O.heart],
  ['brokenHeart', '心碎', 'Broken heart', 'Cœur brisé', O.brokenHeart],
  ['rose', '玫瑰', 'Rose', 'Rose', O.rose],
  ['gift', '礼物', 'Gift', 'Cadeau', O.gift],
  ['cake', '蛋糕', 'Cake', 'Gâteau', O.cake],
  ['coffee', '咖啡', 'Coffee', 'Café', O.coffee],
  ['sun', '太阳', 'Sun', 'Soleil', O.sun],
  ['moon', '月亮', 'Moon', 'Lune', O.moon],
  ['star', '星星', 'Star', 'Étoile', O.star],
  ['fire', '火', 'Fire', 'Feu', O.fire],
  ['home', '房子', 'House', 'Maison', O.home],
  ['party', '庆祝', 'Party', 'Fête', O.party],
];

const entry = (isNew: boolean) => ([id, cn, en, fr, art]: Row): Emoji => ({ id, names: { cn, en, fr }, isNew, art });

export const EMOJI: readonly Emoji[] = [...CLASSIC.map(entry(false)), ...NEW.map(entry(true))];

/** Case and accents as typed vary; the name is compared in this form. */
export const foldName = (name: string): string => name.normalize('NFC').trim().toLowerCase().replace(/'/g, '’');

const BY_NAME: ReadonlyMap<string, Emoji> = new Map(
  EMOJI.flatMap((e) => Object.values(e.names).map((n) => [foldName(n), e] as const)),
);

/** The emoji a bracketed name stands for, in any of the three languages; undefined when none. */
export const emojiByName = (name: string): Emoji | undefined => BY_NAME.get(foldName(name));

/** The code stored in a message: "[微笑]". */
export const emojiCode = (e: Emoji): string => `[${e.names.cn}]`;
