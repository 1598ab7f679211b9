// STOMP 1.2 frame codec of the embedded broker (spec §7 "Queue"): escaping, content-length,
// heart-beat EOLs, frames split across or packed into websocket messages, and the bounds.
import { describe, expect, it } from 'vitest';
import { MAX_FRAME_BYTES, MAX_HEADERS, StompFrameReader, parseFrames, serializeFrame } from '../../../examples/server/realtime/stomp-frame.js';

const one = (data: string | Buffer) => {
  const result = parseFrames(data);
  expect(result.error).toBeUndefined();
  expect(result.frames).toHaveLength(1);
  const frame = result.frames[0];
  if (!frame) throw new Error('no frame');
  return frame;
};

describe('stomp-frame', () => {
  it('parses command, headers and body; the first repeated header wins', () => {
    const frame = one('SUBSCRIBE\nid:0\ndestination:/queue/a\nid:1\n\nhello\0');
    expect(frame.command).toBe('SUBSCRIBE');
    expect(frame.headers.get('id')).toBe('0');
    expect(frame.headers.get('destination')).toBe('/queue/a');
    expect(frame.body.toString()).toBe('hello');
  });

  it('accepts CRLF line endings', () => {
    const frame = one('ACK\r\nid:12\r\n\r\n\0');
    expect(frame.command).toBe('ACK');
    expect(frame.headers.get('id')).toBe('12');
  });

  it('unescapes \\n \\c \\\\ \\r in names and values, except on CONNECT', () => {
    const frame = one('SEND\na\\cb:x\\ny\\\\z\\r\\c\n\n\0');
    expect(frame.headers.get('a:b')).toBe('x\ny\\z\r:');
    const connect = one('CONNECT\npasscode:a\\cb\n\n\0');
    expect(connect.headers.get('passcode')).toBe('a\\cb');
  });

  it('refuses an undefined escape sequence', () => {
    expect(parseFrames('SEND\na:b\\t\n\n\0').error?.code).toBe('bad-escape');
  });

  it('serializes with escaping, and without it on CONNECTED', () => {
    const text = serializeFrame('MESSAGE', [['k:1', 'a\nb\\c\rd:']], 'body');
    expect(text).toBe('MESSAGE\nk\\c1:a\\nb\\\\c\\rd\\c\n\nbody\0');
    expect(one(text).headers.get('k:1')).toBe('a\nb\\c\rd:');
    expect(serializeFrame('CONNECTED', [['server', 'x:y\nz']])).toBe('CONNECTED\nserver:x:yz\n\n\0');
  });

  it('honours content-length: a NUL inside the body, multi-byte UTF-8 counted in bytes', () => {
    const body = 'a\0b é';
    const frame = one(`MESSAGE\ncontent-length:${Buffer.byteLength(body)}\n\n${body}\0`);
    expect(frame.body.toString('utf8')).toBe(body);
    expect(parseFrames('SEND\ncontent-length:2\n\nabc\0').error?.code).toBe('missing-nul');
    expect(parseFrames('SEND\ncontent-length:-1\n\nabc\0').error?.code).toBe('bad-content-length');
  });

  it('skips heart-beat EOLs between frames and reads concatenated frames', () => {
    const result = parseFrames('\n\r\nACK\nid:1\n\n\0\n\nNACK\nid:2\n\n\0\n');
    expect(result.error).toBeUndefined();
    expect(result.frames.map((f) => [f.command, f.headers.get('id')])).toEqual([
      ['ACK', '1'],
      ['NACK', '2'],
    ]);
  });

  it('buffers a frame split across messages, byte by byte', () => {
    const reader = new StompFrameReader();
    const text = 'MESSAGE\ncontent-length:5\n\nab\0cd\0ACK\nid:9\n\n\0';
    const got: string[] = [];
    for (const byte of Buffer.from(text)) {
      const { frames, error } = reader.push(Buffer.from([byte]));
      expect(error).toBeUndefined();
      for (const f of frames) got.push(`${f.command}:${f.body.toString()}`);
    }
    expect(got).toEqual(['MESSAGE:ab\0cd', 'ACK:']);
    expect(reader.pendingBytes).toBe(0);
    // An unfinished frame is kept, not returned.
    expect(reader.push('SEND\na:b\n\nhal').frames).toHaveLength(0);
    expect(reader.pendingBytes).toBeGreaterThan(0);
    expect(reader.push('f\0').frames[0]?.body.toString()).toBe('half');
  });

  it('refuses a frame over 64 KiB, with or without content-length, and before it ends', () => {
    const big = 'x'.repeat(MAX_FRAME_BYTES);
    expect(parseFrames(`SEND\n\n${big}\0`).error?.code).toBe('frame-too-large');
    expect(parseFrames(`SEND\ncontent-length:${MAX_FRAME_BYTES}\n\n${big}\0`).error?.code).toBe('frame-too-large');
    const reader = new StompFrameReader();
    expect(reader.push(`SEND\n\n${big}`).error?.code).toBe('frame-too-large');
    // Once failed, the reader stays failed.
    expect(reader.push('ACK\nid:1\n\n\0').error?.code).toBe('frame-too-large');
    // Just under the limit is fine.
    const fits = 'x'.repeat(MAX_FRAME_BYTES - 'SEND\n\n'.length - 1);
    expect(one(`SEND\n\n${fits}\0`).body.length).toBe(fits.length);
  });

  it(`refuses more than ${MAX_HEADERS} headers`, () => {
    const headers = (n: number) => Array.from({ length: n }, (_, i) => `h${i}:v\n`).join('');
    expect(parseFrames(`SEND\n${headers(MAX_HEADERS)}\n\0`).error).toBeUndefined();
    expect(parseFrames(`SEND\n${headers(MAX_HEADERS + 1)}\n\0`).error?.code).toBe('too-many-headers');
  });

  it('returns coded errors for garbage, never throws', () => {
    expect(parseFrames('hello world\n\n\0').error?.code).toBe('bad-command');
    expect(parseFrames('SEND\nno-colon\n\n\0').error?.code).toBe('bad-header');
    expect(parseFrames('SEND\n:empty-name\n\n\0').error?.code).toBe('bad-header');
    expect(parseFrames(Buffer.from([0xff, 0xfe, 0x0a, 0x00])).error?.code).toBe('bad-command');
    expect(parseFrames('SEND\na:b\n\nno nul').error?.code).toBe('missing-nul');
  });
});
