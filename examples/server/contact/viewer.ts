// Who a contact event is counted for (issue: Beyond the spec, "Contact in one tap"): a logged-in
// caller is their user id; a visitor is a hash of their device id and address, so one phone counts
// once a day while the stored key says nothing of the device or the address.
import { createHash } from 'node:crypto';

export interface ViewerSource {
  userId: string | null;
  /** metaData.deviceId ('' when the call carried none: the server's own first-view read). */
  deviceId: string;
  ip: string;
}

export function viewerKey(v: ViewerSource): string {
  if (v.userId) return `u:${v.userId}`;
  const hash = createHash('sha256').update(`${v.deviceId.slice(0, 200)}|${v.ip}`).digest('base64url').slice(0, 32);
  return `d:${hash}`;
}
