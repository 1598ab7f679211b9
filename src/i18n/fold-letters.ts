// Letters as a reader compares them, whatever the case, accents or width: "Côte" → "cote",
// "Œuvre" → "oeuvre", "ＡＢＣ" → "abc". Shared by the pickers' search (ui/picker/group-items.ts)
// and the server's sensitive-word check (examples/server/words/fold.ts), which must agree on what
// counts as the same letter.

/** Letters NFKD does not split (French ligatures, Nordic and Polish letters). */
const EXTRA_FOLDS: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ø: 'o', ł: 'l', ß: 'ss', đ: 'd' };

export function foldLetters(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæøłßđ]/g, (c) => EXTRA_FOLDS[c] ?? c);
}
