// The conversation's route (spec §2 "/message/chat with otherUserMq, otherUserAvatarPath,
// otherUserPetName, sessionType"), and its query read back.
import { SESSION_TYPE, type SessionType } from '../../contract/statuses.js';

export interface ChatParty {
  otherUserMq: string;
  otherUserAvatarPath: string;
  otherUserPetName: string;
  sessionType: SessionType;
}

export function chatHref(p: ChatParty): string {
  const q = new URLSearchParams({
    otherUserMq: p.otherUserMq,
    otherUserAvatarPath: p.otherUserAvatarPath,
    otherUserPetName: p.otherUserPetName,
    sessionType: String(p.sessionType),
  });
  return `/message/chat?${q}`;
}

/** The party of a /message/chat query; sessionType defaults to 0 (user to user, spec §2). */
export function partyOf(query: URLSearchParams): ChatParty {
  const type = Number(query.get('sessionType') ?? SESSION_TYPE.user);
  return {
    otherUserMq: query.get('otherUserMq') ?? '',
    otherUserAvatarPath: query.get('otherUserAvatarPath') ?? '',
    otherUserPetName: query.get('otherUserPetName') ?? '',
    sessionType: type === SESSION_TYPE.customerService ? SESSION_TYPE.customerService : SESSION_TYPE.user,
  };
}
