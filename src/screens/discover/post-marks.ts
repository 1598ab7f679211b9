// The reader's marks on a post (kudos, favourite), changed optimistically: the screen shows the new
// mark at once and the server's answer settles it; a failure puts the mark back (the issue: "kudos
// toggle (optimistic, rolled back on failure)"). Pure, so the rules are tested without a screen.
import type { YesNo } from '../../contract/types/common.js';

export interface KudosMark {
  isKudos: YesNo;
  kudosNum: number;
}

/** The mark after a tap: on ↔ off, the count moved by one (never below 0). */
export function toggledKudos(m: KudosMark): KudosMark {
  return m.isKudos === 1 ? { isKudos: 0, kudosNum: Math.max(0, m.kudosNum - 1) } : { isKudos: 1, kudosNum: m.kudosNum + 1 };
}

/** What the screen keeps once the server answered: its numbers on success, the mark before the tap otherwise. */
export function settledKudos(before: KudosMark, reply: { code: number; customData?: KudosMark | null }): KudosMark {
  if (reply.code === 200 && reply.customData) return { isKudos: reply.customData.isKudos, kudosNum: reply.customData.kudosNum };
  return before;
}
