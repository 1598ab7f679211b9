// STOMP 1.2 frames for the embedded broker (spec §7 "Queue"; STOMP 1.2 "Frames and Headers").
// The reader works on bytes, not strings, because `content-length` counts octets of UTF-8 and a
// body may hold NUL when it is given. It is bounded (MAX_FRAME_BYTES, MAX_HEADERS) so a hostile
// client cannot make it buffer without end, and it never throws: bad input comes back as a coded
// FrameError that the broker answers with an ERROR frame before closing the socket.

/** Largest frame a client may send (command, headers and body, with its NUL). */
export const MAX_FRAME_BYTES = 64 * 1024;
/** Most header lines a client frame may carry (repeated names count each time). */
export const MAX_HEADERS = 64;

export interface StompFrame {
  command: string;
  /** First occurrence wins, as STOMP 1.2 says for repeated header names. */
  headers: Map<string, string>;
  body: Buffer;
}

export type FrameErrorCode =
  | 'frame-too-large'
  | 'too-many-headers'
  | 'bad-command'
  | 'bad-header'
  | 'bad-escape'
  | 'bad-content-length'
  | 'missing-nul';

export interface FrameError {
  code: FrameErrorCode;
  detail: string;
}

export interface ReadResult {
  frames: StompFrame[];
  /** Set once the stream is unusable: the broker must answer ERROR and close. */
  error?: FrameError;
}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const COMMAND = /^[A-Z]{1,32}$/;

/** CONNECT and CONNECTED are never escaped (STOMP 1.2 "Value Encoding"); STOMP is CONNECT's alias. */
const unescaped = (command: string): boolean => command === 'CONNECT' || command === 'CONNECTED' || command === 'STOMP';

/** Undoes 1.2 escaping; an undefined escape sequence is a fatal protocol error (the spec's MUST). */
function unescapeValue(raw: string): string | null {
  if (!raw.includes('\\')) return raw;
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c !== '\\') {
      out += c;
      continue;
    }
    const next = raw[++i];
    if (next === 'n') out += '\n';
    else if (next === 'c') out += ':';
    else if (next === '\\') out += '\\';
    else if (next === 'r') out += '\r';
    else return null;
  }
  return out;
}

function escapeValue(value: string): string {
  return value.replace(/[\\\n:\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\n' ? '\\n' : c === ':' ? '\\c' : '\\r'));
}

/** Index just past the line ending at `lf` (LF or CRLF), and the line without its EOL. */
function lineAt(buf: Buffer, start: number, lf: number): string {
  const end = lf > start && buf[lf - 1] === CR ? lf - 1 : lf;
  return buf.toString('utf8', start, end);
}

type Parsed = { frame: StompFrame; next: number } | { error: FrameError } | null;

/** One frame starting at `start` (after heart-beat EOLs); null when more bytes are needed. */
function parseOne(buf: Buffer, start: number): Parsed {
  const fail = (code: FrameErrorCode, detail: string): Parsed => ({ error: { code, detail } });
  const tooLong = (upTo: number): boolean => upTo - start > MAX_FRAME_BYTES;
  let lf = buf.indexOf(LF, start);
  if (lf < 0) return tooLong(buf.length) ? fail('frame-too-large', 'command line too long') : null;
  const command = lineAt(buf, start, lf);
  if (!COMMAND.test(command)) return fail('bad-command', 'a frame starts with an upper-case command');
  const headers = new Map<string, string>();
  let count = 0;
  let pos = lf + 1;
  for (;;) {
    lf = buf.indexOf(LF, pos);
    if (lf < 0) return tooLong(buf.length) ? fail('frame-too-large', `a frame is at most ${MAX_FRAME_BYTES} bytes`) : null;
    if (tooLong(lf)) return fail('frame-too-large', `a frame is at most ${MAX_FRAME_BYTES} bytes`);
    const line = lineAt(buf, pos, lf);
    pos = lf + 1;
    if (line === '') break;
    if (++count > MAX_HEADERS) return fail('too-many-headers', `a frame has at most ${MAX_HEADERS} headers`);
    const colon = line.indexOf(':');
    if (colon <= 0) return fail('bad-header', 'a header is name:value');
    const name = unescaped(command) ? line.slice(0, colon) : unescapeValue(line.slice(0, colon));
    const value = unescaped(command) ? line.slice(colon + 1) : unescapeValue(line.slice(colon + 1));
    if (name === null || value === null) return fail('bad-escape', 'undefined escape sequence in a header');
    if (!headers.has(name)) headers.set(name, value);
  }
  const length = headers.get('content-length');
  let end: number;
  if (length !== undefined) {
    if (!/^\d{1,9}$/.test(length)) return fail('bad-content-length', 'content-length is a byte count');
    end = pos + Number(length);
    if (tooLong(end + 1)) return fail('frame-too-large', `a frame is at most ${MAX_FRAME_BYTES} bytes`);
    if (buf.length <= end) return null;
    if (buf[end] !== NUL) return fail('missing-nul', 'the body is not followed by NUL');
  } else {
    end = buf.indexOf(NUL, pos);
    if (end < 0) return tooLong(buf.length) ? fail('frame-too-large', `a frame is at most ${MAX_FRAME_BYTES} bytes`) : null;
    if (tooLong(end + 1)) return fail('frame-too-large', `a frame is at most ${MAX_FRAME_BYTES} bytes`);
  }
  // Copy the body out: the reader's buffer is dropped or compacted after this call.
  return { frame: { command, headers, body: Buffer.from(buf.subarray(pos, end)) }, next: end + 1 };
}

/**
 * A per-connection reader: websocket messages go in as they come (one may hold several frames, a
 * frame may span several), whole frames come out. After an error it stays failed.
 */
export class StompFrameReader {
  private buffer: Buffer = Buffer.alloc(0);
  private failed: FrameError | undefined;

  /** Bytes of an unfinished frame waiting for the rest. */
  get pendingBytes(): number {
    return this.buffer.length;
  }

  push(chunk: Buffer | string): ReadResult {
    if (this.failed) return { frames: [], error: this.failed };
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    const buf = this.buffer.length ? Buffer.concat([this.buffer, bytes]) : bytes;
    const frames: StompFrame[] = [];
    let pos = 0;
    for (;;) {
      // Heart-beats are bare EOLs between frames (STOMP 1.2 "Heart-beating"): skip LF and CRLF.
      while (pos < buf.length && (buf[pos] === LF || (buf[pos] === CR && buf[pos + 1] === LF))) pos += buf[pos] === CR ? 2 : 1;
      if (pos >= buf.length || (buf[pos] === CR && pos === buf.length - 1)) break;
      const parsed = parseOne(buf, pos);
      if (parsed === null) break;
      if ('error' in parsed) {
        this.failed = parsed.error;
        this.buffer = Buffer.alloc(0);
        return { frames, error: parsed.error };
      }
      frames.push(parsed.frame);
      pos = parsed.next;
    }
    // Keep only the unfinished tail, copied so one large message is not pinned by a small tail.
    this.buffer = pos >= buf.length ? Buffer.alloc(0) : Buffer.from(buf.subarray(pos));
    return { frames };
  }
}

/** Parses exactly the frames in `data` (tests, one-shot use); an unfinished tail is an error. */
export function parseFrames(data: Buffer | string): ReadResult {
  const reader = new StompFrameReader();
  const result = reader.push(data);
  if (result.error) return result;
  if (reader.pendingBytes > 0) return { frames: result.frames, error: { code: 'missing-nul', detail: 'unfinished frame' } };
  return result;
}

/**
 * One frame as text for a websocket text message. Header values are escaped except on CONNECT and
 * CONNECTED, where the spec forbids it; there EOLs are dropped so a value cannot break the frame.
 * No content-length is added: the broker adds it where it wants one (MESSAGE).
 */
export function serializeFrame(command: string, headers: ReadonlyArray<readonly [string, string]>, body = ''): string {
  const raw = unescaped(command);
  let text = `${command}\n`;
  for (const [name, value] of headers) {
    text += raw ? `${name.replace(/[\r\n:]/g, '')}:${value.replace(/[\r\n]/g, '')}\n` : `${escapeValue(name)}:${escapeValue(value)}\n`;
  }
  return `${text}\n${body}\0`;
}
