// Reads the envelope calls a page makes (spec §7: POST {data: base64(JSON {metaData, customData})}),
// so end-to-end tests can assert WHAT the app asked the real server, not only what it shows.
import type { Page, Request } from 'playwright-core';
import { decodeBase64Utf8 } from '../../../src/contract/base64.js';

export interface SeenCall {
  path: string;
  customData: Record<string, unknown>;
  /** metaData.areaId: the country the call was made for (spec §7). */
  areaId: string;
}

export function recordCalls(page: Page): SeenCall[] {
  const calls: SeenCall[] = [];
  page.on('request', (req: Request) => {
    if (req.method() !== 'POST') return;
    const body = req.postData();
    if (!body || !body.startsWith('{')) return;
    try {
      const { data } = JSON.parse(body) as { data?: string };
      if (typeof data !== 'string') return;
      const text = decodeBase64Utf8(data);
      if (text === null) return;
      const env = JSON.parse(text) as { customData?: Record<string, unknown>; metaData?: { areaId?: string } };
      calls.push({ path: new URL(req.url()).pathname, customData: env.customData ?? {}, areaId: env.metaData?.areaId ?? '' });
    } catch {
      // not an envelope (multipart uploads)
    }
  });
  return calls;
}
