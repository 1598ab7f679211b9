// myDeliver kept live (spec §2 /jobAndRecruit/userCenter/myDeliver; contract APPLICATION_STATE_EVENT):
// when a recruiter answers one of the listed applications, its row takes the new state at once,
// then its whole row (the note with the interview's time and place comes only with it) from the
// list's page that holds it: one small read, and the user keeps their scroll position.
import { useEffect, useRef } from 'react';
import { useServices } from '../../app/use-shell.js';
import { PAGE_SIZE } from '../../contract/constants.js';
import { JOB_ENDPOINTS } from '../../contract/endpoints/jobs.js';
import type { Application } from '../../contract/types/jobs.js';

/** `shown`: the rows on screen, as shown (with earlier changes). `onRow`: a row replaced in place. */
export function useApplicationEvents(shown: readonly Application[], onRow: (next: Application) => void): void {
  const { api, stores } = useServices();
  const latest = useRef({ shown, onRow });
  latest.current = { shown, onRow };
  useEffect(() => stores.chat.applicationEvent.listen((event) => {
    if (!event) return;
    const index = latest.current.shown.findIndex((a) => a.applicationId === event.applicationId);
    const row = latest.current.shown[index];
    // Not loaded yet (a later page): it comes with its page, already answered.
    if (!row) return;
    latest.current.onRow({ ...row, state: event.state });
    // The list is newest first and an answer does not move a row: its page is where it was read.
    const page = { index: Math.floor(index / PAGE_SIZE) + 1, size: PAGE_SIZE };
    void api.call(JOB_ENDPOINTS.getMyDeliver, { page }, { silent: true }).then((reply) => {
      const full = reply.code === 200 ? reply.customData?.resultList.find((a) => a.applicationId === event.applicationId) : undefined;
      if (full) latest.current.onRow(full);
    });
  }), [api, stores.chat]);
}
