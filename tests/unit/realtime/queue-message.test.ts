// Spec §3 "Messages" (base64 messages: encryptionType and data with msgType and msgData) and §7
// "Queue" (scheme and host, port only when not 443, path /ws).
import { describe, expect, it } from 'vitest';
import { decodeBase64Utf8, encodeBase64Utf8 } from '../../../src/contract/base64.js';
import { brokerUrl } from '../../../src/realtime/broker-url.js';
import { BASE64, decodeQueueMessage } from '../../../src/realtime/queue-message.js';

describe('decodeQueueMessage', () => {
  const data = { msgType: 'chatInfo', msgData: { content: 'Bonjour [微笑] 你好 ✓', chatMessageId: 'm1' } };

  it('reads a base64 message (UTF-8 inside, the Chinese and the accents intact)', () => {
    const body = JSON.stringify({ encryptionType: BASE64, data: encodeBase64Utf8(JSON.stringify(data)) });
    expect(decodeQueueMessage(body, decodeBase64Utf8)).toEqual(data);
  });

  it('reads a message whose data is the object itself', () => {
    expect(decodeQueueMessage(JSON.stringify({ encryptionType: 'none', data }), decodeBase64Utf8)).toEqual(data);
  });

  it('decodes only what is marked base64: unmarked string data is JSON text', () => {
    expect(decodeQueueMessage(JSON.stringify({ encryptionType: 'BASE64', data: encodeBase64Utf8(JSON.stringify(data)) }), decodeBase64Utf8)).toEqual(data);
    expect(decodeQueueMessage(JSON.stringify({ encryptionType: 'none', data: JSON.stringify(data) }), decodeBase64Utf8)).toEqual(data);
    expect(decodeQueueMessage(JSON.stringify({ data: encodeBase64Utf8(JSON.stringify(data)) }), decodeBase64Utf8)).toBeNull();
  });

  it('gives msgData as an object even when it is missing', () => {
    expect(decodeQueueMessage(JSON.stringify({ data: { msgType: 'endService' } }), decodeBase64Utf8)).toEqual({ msgType: 'endService', msgData: {} });
  });

  it.each([
    ['not JSON', 'hello'],
    ['a JSON array', '[1,2]'],
    ['no data', '{"encryptionType":"base64"}'],
    ['data not base64', JSON.stringify({ encryptionType: BASE64, data: '%%%' })],
    ['base64 of something not JSON', JSON.stringify({ encryptionType: BASE64, data: encodeBase64Utf8('plain words') })],
    ['no msgType', JSON.stringify({ data: { msgData: {} } })],
    ['an empty msgType', JSON.stringify({ data: { msgType: '', msgData: {} } })],
  ])('drops %s instead of throwing', (_what, body) => {
    expect(decodeQueueMessage(body, decodeBase64Utf8)).toBeNull();
  });
});

describe('brokerUrl', () => {
  it('leaves the port out when it is 443', () => {
    expect(brokerUrl({ mqIpType: 'wss', mqIp: 'mq.example.com', mqPort: 443 })).toBe('wss://mq.example.com/ws');
  });

  it('keeps any other port, and the scheme given', () => {
    expect(brokerUrl({ mqIpType: 'ws', mqIp: '127.0.0.1', mqPort: 15674 })).toBe('ws://127.0.0.1:15674/ws');
    expect(brokerUrl({ mqIpType: 'wss', mqIp: 'mq.example.com', mqPort: 8443 })).toBe('wss://mq.example.com:8443/ws');
  });

  it('brackets an IPv6 address, and falls back to ws for an unknown scheme', () => {
    expect(brokerUrl({ mqIpType: 'ws', mqIp: '::1', mqPort: 8080 })).toBe('ws://[::1]:8080/ws');
    expect(brokerUrl({ mqIpType: 'http', mqIp: 'h', mqPort: 80 })).toBe('ws://h:80/ws');
  });
});
