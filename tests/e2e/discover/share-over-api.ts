// Setup for the discover e2e files, over HTTP against the real server, as the app and the console
// make the same calls: a post released by a logged-in user (releaseShare) and approved by the
// development operator through the console's API (shareReviewQueue, reviewShare), so a suite can
// start from people with published posts. The journey itself goes through the screens.
import { createHash } from 'node:crypto';
import { SEED_PASSWORD } from '../../../examples/server/accounts/seed-users.js';
import { CONSOLE_API_BASE, CONSOLE_CSRF_HEADER, CONSOLE_CSRF_VALUE } from '../../../src/contract/console-api.js';
import type { ConsoleDiscoverReplies } from '../../../src/contract/console-discover.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { ShareReleaseReply } from '../../../src/contract/types/discover.js';
import { apiCall } from '../console/publish-over-api.js';

/** Releases a text post (no picture) as the token's user; returns its shareId (waiting for review). */
export async function releaseShareOverApi(origin: string, token: string, content: string, hashtags: string[] = []): Promise<string> {
  const reply = await apiCall<ShareReleaseReply>(origin, ENDPOINTS.releaseShare.path, { content, imgList: [], hashtags, listing: null }, token);
  if (reply.code !== 200) throw new Error(`releaseShare: ${reply.code} ${reply.message}`);
  return reply.customData.shareId;
}

async function consoleCall<T>(origin: string, cookie: string, call: string, body: unknown): Promise<T> {
  const headers = { 'content-type': 'application/json', origin, [CONSOLE_CSRF_HEADER]: CONSOLE_CSRF_VALUE, cookie };
  const res = await fetch(`${origin}${CONSOLE_API_BASE}/${call}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const reply = (await res.json()) as { code: number; customData: T };
  if (reply.code !== 200) throw new Error(`${call}: ${JSON.stringify(reply)}`);
  return reply.customData;
}

async function consoleLogin(origin: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin, [CONSOLE_CSRF_HEADER]: CONSOLE_CSRF_VALUE };
  const password = createHash('sha256').update(SEED_PASSWORD, 'utf8').digest('hex');
  const login = await fetch(`${origin}${CONSOLE_API_BASE}/login`, { method: 'POST', headers, body: JSON.stringify({ username: 'operator', password }) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!cookie) throw new Error(`console login failed: ${await login.text()}`);
  return cookie;
}

/** The development operator approves the posts waiting (setup only; the journey uses the console page). */
export async function approveSharesOverApi(origin: string, shareIds: readonly string[]): Promise<void> {
  const cookie = await consoleLogin(origin);
  const queue = await consoleCall<ConsoleDiscoverReplies['shareReviewQueue']>(origin, cookie, 'shareReviewQueue', { pageNum: 1, pageSize: 100 });
  for (const shareId of shareIds) {
    const item = queue.resultList.find((i) => i.shareId === shareId);
    if (!item) throw new Error(`${shareId} is not waiting for review`);
    await consoleCall(origin, cookie, 'reviewShare', { shareId, decision: 'approve', submittedAt: item.submittedAt });
  }
}
