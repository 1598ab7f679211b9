// Every device of a user gets every message (spec §1 "Real-time messages", §7 "Queue"), on both
// brokers with the same client: the server publishes to the user's exchange, each device reads a
// queue of its own bound to it (contract/queue.ts). Two devices each get all of 200 messages in
// order; a device away gets what it missed when it comes back; a device queue unused for
// QUEUE_EXPIRES_MS goes; and another user can neither read these queues nor write anywhere.
// RabbitMQ runs when AMQP_URL is set; it checks the permissions of rabbitmq-broker.ts for real.
import type { IMessage } from '@stomp/stompjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_EXPIRES_MS } from '../../../examples/server/realtime/broker.js';
import WebSocket from 'ws';
import { queueSubscribeHeaders, STOMP_SUBPROTOCOLS, userExchangeDestination } from '../../../src/contract/queue.js';
import { openQueue } from '../../../src/realtime/queue-connection.js';
import { embeddedTarget, rabbitEnv, rabbitTarget, type DeviceTarget } from './device-targets.js';
import { rabbitHttp, type QueueInfo } from './rabbit-http.js';
import { openStomp, type StompSession } from './rabbit-stomp.js';

const PHONE = 'phone-device-000001';
const LAPTOP = 'laptop-device-00001';

const targets: Array<{ name: string; skip: boolean; make(): Promise<DeviceTarget> }> = [
  { name: 'embedded', skip: false, make: embeddedTarget },
  { name: 'rabbitmq', skip: !process.env.AMQP_URL, make: rabbitTarget },
];

for (const { name, skip, make } of targets) {
  describe.skipIf(skip)(`every device of a user gets every message (${name})`, () => {
    let target: DeviceTarget;
    const sessions: StompSession[] = [];

    beforeAll(async () => {
      target = await make();
    });
    afterEach(async () => {
      await Promise.all(sessions.splice(0).map((s) => s.end()));
    });
    afterAll(async () => {
      await target?.close();
    });

    /** A device of `userMq` connected with a fresh grant and subscribed as the app does. */
    async function device(userMq: string, id: string) {
      const grant = await target.broker.grant(userMq);
      const session = openStomp(target.url, grant.username, grant.password);
      sessions.push(session);
      await session.connected;
      const inbox = session.subscribe(userMq, id, queueSubscribeHeaders(QUEUE_EXPIRES_MS, target.deviceQueue(userMq, id)));
      await inbox.receipt;
      /** The next `count` bodies, each acknowledged, as the app acknowledges after processing. */
      const take = async (count: number): Promise<string[]> => {
        const bodies: string[] = [];
        for (let i = 0; i < count; i++) {
          const message: IMessage = await inbox.next(10_000);
          bodies.push(message.body);
          message.ack();
        }
        return bodies;
      };
      return { session, inbox, take };
    }

    const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `m${from + i}`);
    async function publishRange(userMq: string, from: number, to: number): Promise<void> {
      for (const body of range(from, to)) await target.broker.publish(userMq, body);
    }

    it('two devices each receive every one of 200 messages, in order, and nothing more', async () => {
      const user = target.user('two');
      const phone = await device(user, PHONE);
      const laptop = await device(user, LAPTOP);
      const [onPhone, onLaptop] = await Promise.all([phone.take(200), laptop.take(200), publishRange(user, 0, 200)]);
      expect(onPhone).toEqual(range(0, 200));
      expect(onLaptop).toEqual(range(0, 200));
      await Promise.all([phone.inbox.none(300), laptop.inbox.none(0)]);
    });

    it('a device away gets what it missed when it comes back, in order; the other had it live', async () => {
      const user = target.user('away');
      const phone = await device(user, PHONE);
      const laptop = await device(user, LAPTOP);
      const [, firstOnLaptop] = await Promise.all([phone.take(50), laptop.take(50), publishRange(user, 0, 50)]);
      expect(firstOnLaptop).toEqual(range(0, 50));
      await laptop.session.end(); // the laptop closes: its queue stays, bound

      const [live] = await Promise.all([phone.take(100), publishRange(user, 50, 150)]);
      expect(live).toEqual(range(50, 150));

      const back = await device(user, LAPTOP);
      expect(await back.take(100)).toEqual(range(50, 150));
      await back.inbox.none(300);
    });

    it('another user can neither subscribe to these exchanges and queues nor SEND anywhere', async () => {
      const victim = target.user('victim');
      const mallory = target.user('mallory');
      const owner = await device(victim, PHONE);
      const victimQueue = target.deviceQueue(victim, PHONE);
      const malloryQueue = target.deviceQueue(mallory, PHONE);
      const headers = (queue: string) => queueSubscribeHeaders(QUEUE_EXPIRES_MS, queue);
      const attempts: Array<[string, (s: StompSession) => void]> = [
        ["subscribe to the victim's exchange with an own queue name", (s) => void s.client.subscribe(userExchangeDestination(victim), () => undefined, headers(malloryQueue))],
        ["subscribe to the victim's exchange with the victim's queue", (s) => void s.client.subscribe(userExchangeDestination(victim), () => undefined, headers(victimQueue))],
        ["bind the victim's queue to the own exchange", (s) => void s.client.subscribe(userExchangeDestination(mallory), () => undefined, headers(victimQueue))],
        ["read the victim's queue as /queue/", (s) => void s.client.subscribe(`/queue/${victimQueue}`, () => undefined, headers(victimQueue))],
        ["read the victim's queue as /amq/queue/", (s) => void s.client.subscribe(`/amq/queue/${victimQueue}`, () => undefined, { ack: 'client-individual' })],
        ['bind an own queue to a shared exchange', (s) => void s.client.subscribe('/exchange/amq.fanout', () => undefined, headers(malloryQueue))],
        ["SEND to the victim's exchange", (s) => s.client.publish({ destination: userExchangeDestination(victim), body: 'forged' })],
        ['SEND to the own exchange', (s) => s.client.publish({ destination: userExchangeDestination(mallory), body: 'forged' })],
        ["SEND to the victim's queue", (s) => s.client.publish({ destination: `/amq/queue/${victimQueue}`, body: 'forged' })],
        ['SEND to an own device queue', (s) => s.client.publish({ destination: `/queue/${malloryQueue}`, body: 'forged', headers: headers(malloryQueue) })],
        ['SEND to a topic', (s) => s.client.publish({ destination: `/topic/${victim}`, body: 'forged' })],
      ];
      for (const [what, act] of attempts) {
        const grant = await target.broker.grant(mallory);
        const session = openStomp(target.url, grant.username, grant.password);
        sessions.push(session);
        await session.connected;
        act(session);
        // Refused: the broker ends the session (RabbitMQ's reason is "STOMP died", ours the ERROR's message).
        const closed = await Promise.race([session.closed.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 3_000))]);
        expect(closed, what).toBe(true);
      }
      await target.broker.publish(victim, 'real');
      expect(await owner.take(1)).toEqual(['real']);
      await owner.inbox.none(300); // nothing forged reached it
    });

    it("the app's connection retries a CONNECT refused because another device's grant replaced the password", async () => {
      const user = target.user('race');
      const stale = await target.broker.grant(user);
      await target.broker.grant(user); // another device asks meanwhile (RabbitMQ: a new password)
      let asked = 0;
      const bodies: string[] = [];
      const states: string[] = [];
      const connection = openQueue({
        deviceId: PHONE,
        credentials: async () => {
          asked += 1;
          const grant = asked === 1 ? stale : await target.broker.grant(user);
          const at = new URL(target.url);
          return { mqUsername: grant.username, mqPassword: grant.password, mqIpType: at.protocol === 'wss:' ? 'wss' : 'ws', mqIp: at.hostname, mqPort: Number(at.port), expTtl: QUEUE_EXPIRES_MS, userMq: user };
        },
        onMessage: (body) => void bodies.push(body),
        onState: (state) => void states.push(state),
        createSocket: (url) => new WebSocket(url, [...STOMP_SUBPROTOCOLS]) as unknown as globalThis.WebSocket,
        retryDelays: [0, 5_000],
      });
      target.deviceQueue(user, PHONE);
      try {
        if (target.kind === 'embedded') {
          // The embedded broker keeps every grant valid (no password to replace): the first one connects.
          expect(asked).toBeLessThanOrEqual(1);
        }
        const until = Date.now() + 5_000;
        while (!states.includes('open') && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
        await new Promise((r) => setTimeout(r, 300)); // the SUBSCRIBE reaches the broker
        await target.broker.publish(user, 'after the retry');
        const end = Date.now() + 5_000;
        while (bodies.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
        expect(bodies).toEqual(['after the retry']);
        if (target.kind === 'rabbitmq') expect(asked).toBe(2);
      } finally {
        connection.close();
      }
    });

    if (name === 'embedded') {
      it('a device queue unused for QUEUE_EXPIRES_MS goes with what it held; the device then starts afresh', async () => {
        const user = target.user('expiry');
        const phone = await device(user, PHONE);
        const laptop = await device(user, LAPTOP);
        await laptop.session.end();
        await Promise.all([phone.take(1), target.broker.publish(user, 'kept a while')]);
        target.advance?.(QUEUE_EXPIRES_MS - 1);
        const soon = await device(user, LAPTOP);
        expect(await soon.take(1)).toEqual(['kept a while']);
        await soon.session.end();

        await Promise.all([phone.take(1), target.broker.publish(user, 'too late')]);
        target.advance?.(QUEUE_EXPIRES_MS); // the phone is connected: only the laptop's queue expires
        await Promise.all([phone.take(1), target.broker.publish(user, 'after expiry')]);
        const late = await device(user, LAPTOP);
        await late.inbox.none(300);
        await Promise.all([phone.take(1), late.take(1), target.broker.publish(user, 'new')]).then(([, onLaptop]) => expect(onLaptop).toEqual(['new']));
      });
    } else {
      it('a device queue is durable, outlives its connection, and carries x-expires QUEUE_EXPIRES_MS', async () => {
        const user = target.user('expiry');
        const laptop = await device(user, LAPTOP);
        await laptop.session.end();
        await target.broker.publish(user, 'waiting');
        const http = rabbitHttp(rabbitEnv.apiUrl);
        // The management API's figures lag a little behind the queue.
        let info: QueueInfo & { consumers?: number; messages?: number } = await http.get(`queues/%2F/${encodeURIComponent(target.deviceQueue(user, LAPTOP))}`);
        for (let i = 0; i < 50 && info.messages !== 1; i++) {
          await new Promise((r) => setTimeout(r, 200));
          info = await http.get(`queues/%2F/${encodeURIComponent(target.deviceQueue(user, LAPTOP))}`);
        }
        expect({ durable: info.durable, auto_delete: info.auto_delete, exclusive: info.exclusive, arguments: info.arguments, messages: info.messages })
          .toEqual({ durable: true, auto_delete: false, exclusive: false, arguments: { 'x-expires': QUEUE_EXPIRES_MS }, messages: 1 });
      });
    }
  });
}
