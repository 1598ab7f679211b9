// The recruiter's two ways to reach a CV's owner from recruitDetails: open the chat (spec §2 "Chat
// start opens /message/chat ..."), or ask for the CV in it when contact details are hidden (spec §3
// chat event askForAResume). A server without the ask event (4404) says so and opens nothing.
import { useServices, useShell } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { JOB_ENDPOINTS } from '../../contract/endpoints/jobs.js';
import type { Resume } from '../../contract/types/jobs.js';
import { useT } from '../../ui/t-context.js';
import { chatHref } from './paths.js';

/** The name the chat shows for the CV's owner: the full name when visible, else the masked one. */
const chatPeer = (cv: Resume, maskedName: string) => ({ userMq: cv.userMq, avatarPath: cv.avatarPath, name: cv.realName || maskedName });

export function useResumeActions(cv: Resume, maskedName: string) {
  const { api } = useServices();
  const { dialogs, navigate } = useShell();
  const t = useT();
  const open = () => navigate(chatHref(chatPeer(cv, maskedName)));

  async function ask(): Promise<void> {
    const reply = await api.call(JOB_ENDPOINTS.askForAResume, { otherUserMq: cv.userMq }, { inline: [CODE.NOT_FOUND] });
    if (reply.code === CODE.NOT_FOUND) {
      dialogs.toast(t('jobs.recruiter.askUnavailable'));
      return;
    }
    // Any other refusal was shown by the client (spec §8).
    if (reply.code !== 200) return;
    dialogs.toast(t('jobs.recruiter.askSent'));
    open();
  }

  return { chat: open, ask };
}
