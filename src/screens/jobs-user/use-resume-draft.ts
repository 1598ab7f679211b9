// The CV draft (spec §3 "Draft is restored when the form reopens"): kept like the publish drafts,
// one per user, in the same store (stores/publish.ts), so logging out or a cleared session drops
// it with the others and another account never sees it. Written while the user types
// (features/publish/draft-saver.ts: debounced, and at once when the page is hidden), dropped
// after a successful save.
import { useEffect, useMemo, useRef } from 'react';
import { useServices } from '../../app/use-shell.js';
import { createDraftSaver } from '../../features/publish/draft-saver.js';
import type { DraftRef } from '../../stores/publish.js';
import type { FormValues } from '../kit/form/use-form.js';

/** The draft slot of the CV: no module has this key (module keys are names like 'land'). */
export const RESUME_DRAFT_SLOT = 'resume';

export const resumeDraftRef = (userId: string): DraftRef => ({ userId, moduleKey: RESUME_DRAFT_SLOT });

export interface ResumeDraft {
  read(): Record<string, unknown> | null;
  /** Drops the draft and stops writing it (saved). */
  forget(): void;
}

/** Writes `values` as the user's CV draft whenever they change after the first render. */
export function useResumeDraft(userId: string, values: FormValues, ready: boolean): ResumeDraft {
  const { stores } = useServices();
  const saver = useMemo(() => createDraftSaver(stores.publish, resumeDraftRef(userId)), [stores, userId]);
  useEffect(() => () => {
    saver.flush();
    saver.dispose();
  }, [saver]);
  // The values the form opened with (the CV or the draft itself) are not worth writing.
  const first = useRef<FormValues | null>(null);
  useEffect(() => {
    if (!ready) return;
    if (first.current === null) first.current = values;
    else if (values !== first.current) saver.schedule(values);
  }, [values, ready, saver]);
  return {
    read: () => stores.publish.read(resumeDraftRef(userId))?.values ?? null,
    forget: () => {
      saver.cancel();
      stores.publish.discard(resumeDraftRef(userId));
    },
  };
}
