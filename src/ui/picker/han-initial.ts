// The pinyin initial of a Chinese name, for the letter groups of the pickers in cn (spec §2 "Other
// pieces": area code "grouped by initial", city and country "grouped by first letter").
//
// No pinyin table ships with the app (it would cost ~200 kB). Instead we use the Chinese collation
// that browsers already carry: ICU's "zh" collation sorts Han characters by pinyin, so a name's
// initial is the last boundary character that sorts before or with its first character. The
// boundaries below are the first characters of each pinyin initial in that order (the well-known
// "阿八嚓…" table; no syllable starts with i, u or v). A few polyphones follow the collation's
// reading (秘鲁 is filed under M), which is what the user also sees as the sort order.
//
// Where the runtime has no Chinese collation (a small-ICU build sorts Han by code point), the check
// in `hanCollator` fails and Chinese names fall back to the '#' group, sorted by code point: the
// list stays complete and searchable, only the letter index is lost.

const BOUNDARIES: ReadonlyArray<readonly [letter: string, first: string]> = [
  ['A', '阿'], ['B', '八'], ['C', '嚓'], ['D', '哒'], ['E', '妸'], ['F', '发'], ['G', '旮'], ['H', '哈'],
  ['J', '丌'], ['K', '咔'], ['L', '垃'], ['M', '妈'], ['N', '拏'], ['O', '噢'], ['P', '妑'], ['Q', '七'],
  ['R', '呥'], ['S', '仨'], ['T', '他'], ['W', '屲'], ['X', '夕'], ['Y', '丫'], ['Z', '帀'],
];

const HAN = /\p{Script=Han}/u;

export const isHan = (char: string): boolean => HAN.test(char);

let cached: Intl.Collator | null | undefined;

/** The pinyin-ordered collator, or null when this runtime does not sort Han by pinyin. */
export function hanCollator(): Intl.Collator | null {
  if (cached !== undefined) return cached;
  try {
    const collator = new Intl.Collator('zh-CN');
    const cmp = collator.compare;
    // 阿 a < 八 ba < 北 bei < 嚓 ca < 帀 za: false under code-point order (阿 is U+963F, 八 U+516B).
    cached = cmp('阿', '八') < 0 && cmp('八', '北') < 0 && cmp('北', '嚓') < 0 && cmp('嚓', '帀') < 0 ? collator : null;
  } catch {
    cached = null;
  }
  return cached;
}

/** 'A'–'Z' for a Han character the collation knows, else null. */
export function hanInitial(char: string): string | null {
  const collator = hanCollator();
  if (!collator || !isHan(char)) return null;
  let letter: string | null = null;
  for (const [l, first] of BOUNDARIES) {
    if (collator.compare(char, first) < 0) break;
    letter = l;
  }
  return letter;
}
