// A reviewer's approve / reject on a work queue (the listings' review page, the posts' review page):
// send the decision for the selected item, say what happened, then refresh the list and move on.
// A refusal for bad input leaves the item to be fixed; any other refusal (its `stale` message:
// decided or edited meanwhile, gone) means the queue changed under us, so it moves on too.
import { useState } from 'react';
import { CODE } from '../../../src/contract/codes.js';
import type { ConsoleCall } from '../../../src/contract/console-api.js';
import { messageValues, type CallResult } from '../console-api.js';
import type { Notice, QueueSelection } from '../ui/work-queue.js';
import { refusalText, useConsole } from '../use-console.js';
import type { Decide } from './review-detail.js';

export type Decision = 'approve' | 'reject';

export interface ReviewDecisionRules<R, C extends ConsoleCall> {
  send(item: R, decision: Decision, reason: string | undefined): Promise<CallResult<C>>;
  /** The notice after a decision went through. */
  doneText(item: R, decision: Decision): string;
  /** The message of a refusal that means the item changed meanwhile. */
  stale: string;
}

export function useReviewDecision<R, C extends ConsoleCall>(selection: QueueSelection<R>, rules: ReviewDecisionRules<R, C>) {
  const { t } = useConsole();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const decide: Decide = async (decision: Decision, reason?: string) => {
    const selected = selection.selected;
    if (!selected) return;
    setBusy(true);
    const r = await rules.send(selected, decision, reason);
    setBusy(false);
    if (r.ok) setNotice({ kind: 'ok', text: rules.doneText(selected, decision) });
    else setNotice({ kind: 'error', text: refusalText(t, r.message, messageValues(r.customData)) });
    if (!r.ok && r.code === CODE.VALIDATION && r.message !== rules.stale) return;
    await selection.moveOn(selected);
  };
  return { busy, notice, decide };
}
