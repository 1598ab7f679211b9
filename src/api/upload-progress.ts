// The upload transport that reports progress (spec §2 "Pictures": a per-picture progress bar on
// slow networks). fetch() cannot report how much of a request body has been sent, XMLHttpRequest
// can (upload.onprogress). This is ONLY the transport: the client (client.ts) builds the request
// (headers, Authorization, language) and settles the answer (envelope decoding, the 50 s deadline
// of spec §7/§9, caller abort, 4006 regeneration, the code table of spec §8) exactly as for a fetch.

/** Bytes of the request body sent so far and in all (total 0 when the browser cannot tell). */
export type UploadProgress = (loaded: number, total: number) => void;

/** The part of XMLHttpRequest used here (a test double implements just this). */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: XMLHttpRequestBodyInit | null): void;
  abort(): void;
  readonly upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
  readonly responseText: string;
}

export type MakeXhr = () => XhrLike;

export interface ProgressRequest {
  method: string;
  headers: Record<string, string>;
  body: XMLHttpRequestBodyInit;
  /** The attempt's deadline signal (timeout, caller abort, client disposal): aborts the request. */
  signal: AbortSignal;
}

/** What the client reads of an answer: its body, like a fetch Response. */
export interface SentRequest {
  text(): Promise<string>;
}

const defaultXhr: MakeXhr = () => new XMLHttpRequest() as unknown as XhrLike;

/**
 * Sends one request and resolves with its body whatever the HTTP status (as fetch does: the
 * envelope's code says what happened, spec §8); rejects on a network error or an abort.
 */
export function sendWithProgress(url: string, req: ProgressRequest, onProgress: UploadProgress, makeXhr: MakeXhr = defaultXhr): Promise<SentRequest> {
  return new Promise((resolve, reject) => {
    if (req.signal.aborted) {
      reject(new Error('aborted'));
      return;
    }
    const xhr = makeXhr();
    const onAbort = () => xhr.abort();
    const settle = (outcome: () => void) => {
      req.signal.removeEventListener('abort', onAbort);
      xhr.upload.onprogress = null;
      outcome();
    };
    xhr.open(req.method, url);
    for (const [name, value] of Object.entries(req.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      try {
        onProgress(e.loaded, e.lengthComputable ? e.total : 0);
      } catch {
        /* a broken progress listener must not fail the upload */
      }
    };
    xhr.onload = () => settle(() => resolve({ text: () => Promise.resolve(xhr.responseText ?? '') }));
    xhr.onerror = () => settle(() => reject(new Error('network error')));
    xhr.ontimeout = () => settle(() => reject(new Error('timeout')));
    xhr.onabort = () => settle(() => reject(new Error('aborted')));
    req.signal.addEventListener('abort', onAbort, { once: true });
    xhr.send(req.body);
  });
}
