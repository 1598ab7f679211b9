// What the service worker tells its pages, and what the pages tell it (issue: Beyond the spec,
// item 4). One shape each, shared by the worker (sw-entry.ts) and the page (start-offline.ts).

/** Worker -> page: a reply came from the stored copy because the network failed, or it is back. */
export interface NetMessage {
  type: 'mkt-net';
  online: boolean;
}

/** Page -> worker: chunks the page loaded before the worker controlled it, to keep for offline. */
export interface WarmMessage {
  type: 'mkt-warm';
  urls: string[];
}

/** Page -> worker: the user logged out; the stored replies (their favourites' stars) go. */
export interface ForgetMessage {
  type: 'mkt-forget';
}

export const isForgetMessage = (v: unknown): v is ForgetMessage =>
  typeof v === 'object' && v !== null && (v as ForgetMessage).type === 'mkt-forget';

export const isNetMessage = (v: unknown): v is NetMessage =>
  typeof v === 'object' && v !== null && (v as NetMessage).type === 'mkt-net' && typeof (v as NetMessage).online === 'boolean';

export const isWarmMessage = (v: unknown): v is WarmMessage =>
  typeof v === 'object' && v !== null && (v as WarmMessage).type === 'mkt-warm' && Array.isArray((v as WarmMessage).urls);
