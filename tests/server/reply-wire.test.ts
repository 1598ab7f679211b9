// The server's native reply encoder (http/reply-wire.ts) writes exactly what the contract's portable
// encoder writes, for every kind of text a reply carries: plain ASCII, accents, Chinese, emoji
// (4-byte UTF-8), control characters and a reply longer than the contract encoder's 32 KB chunk.
import { describe, expect, it } from 'vitest';
import { decodeReply, encodeReply, type Reply } from '../../src/contract/envelope.js';
import { encodeReplyWire } from '../../examples/server/http/reply-wire.js';

const reply = (customData: unknown): Reply<unknown> => ({ code: 200, message: 'success', customData });

describe('encodeReplyWire', () => {
  it.each([
    ['ASCII', { title: 'Villa in Cocody' }],
    ['accents', { title: 'Villa élégante à Cocody, 2 chambres, climatisée' }],
    ['Chinese', { title: '豪华别墅 游泳池' }],
    ['emoji', { title: 'Maison 🏠 avec piscine 🏊‍♂️' }],
    ['control characters and quotes', { title: 'a\u0000b\n"c"\\d' }],
    ['longer than a chunk', { rows: Array.from({ length: 400 }, (_, i) => ({ id: i, title: `Villa élégante 豪华别墅 ${i} 🏠` })) }],
  ])('matches the contract encoder: %s', (_name, data) => {
    const r = reply(data);
    expect(encodeReplyWire(r)).toEqual(encodeReply(r));
    expect(decodeReply(JSON.stringify(encodeReplyWire(r)))).toEqual({ ok: true, value: r });
  });
});
