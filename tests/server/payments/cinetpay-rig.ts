// Real HTTP around the CinetPay sandbox for the payment tests: the sandbox on a Fastify server that
// reads bodies as the reference server does (every body a string), and a small merchant listener
// that records the notifications posted to notify_url.
import Fastify, { type FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerCinetPaySandbox, SANDBOX_CINETPAY_PATH, type CinetPaySandboxOptions } from '../../../examples/server/payments/cinetpay/sandbox.js';

export interface Received {
  headers: Record<string, string | string[] | undefined>;
  contentType: string | undefined;
  body: string;
  at: number;
}

export interface Merchant {
  url: string;
  received: Received[];
  /** Resolves once `count` notifications have arrived (rejects after `ms`). */
  waitFor(count: number, ms?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startMerchant(): Promise<Merchant> {
  const received: Received[] = [];
  const waiters: { count: number; done: () => void }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, contentType: req.headers['content-type'], body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      for (const w of waiters.splice(0)) if (received.length >= w.count) w.done(); else waiters.push(w);
      res.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/notify`,
    received,
    waitFor: (count, ms = 5_000) => new Promise((resolve, reject) => {
      if (received.length >= count) return resolve(received.slice());
      const timer = setTimeout(() => reject(new Error(`${received.length} of ${count} notifications after ${ms} ms`)), ms);
      waiters.push({ count, done: () => { clearTimeout(timer); resolve(received.slice()); } });
    }),
    close: () => new Promise((r) => server.close(() => r())),
  };
}

export interface SandboxServer {
  app: FastifyInstance;
  origin: string;
  apiUrl: string;
  close(): Promise<void>;
}

export async function startSandbox(options: CinetPaySandboxOptions): Promise<SandboxServer> {
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  registerCinetPaySandbox(app, options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return { app, origin, apiUrl: `${origin}${SANDBOX_CINETPAY_PATH}`, close: () => app.close() };
}

/** The tester's tap on the hosted page: a form POST, the redirect not followed. */
export async function submitCheckout(paymentUrl: string, form: Record<string, string>): Promise<Response> {
  return fetch(paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
}

export const formFields = (r: Received): Record<string, string> => Object.fromEntries(new URLSearchParams(r.body));
