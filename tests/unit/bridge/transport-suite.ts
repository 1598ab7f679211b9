// The behaviours every transport must give the same way (DESIGN.md §6 "Bridge protocol"), run
// by transports.test.ts against each rig of transport-rigs.ts: an app endpoint and its peer
// (host page or native shell) over that transport. Real timers and short timeouts, so the native
// harness's asynchronous delivery and real MessageChannel ports behave as they do in a page.
// What only one transport has (origins, ports, native detection) stays in its own test file.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEndpoint, type BridgeEndpoint, type EndpointOptions, type MethodTable } from '../../../bridge/endpoint.js';
import { BridgeCallError } from '../../../bridge/errors.js';
import type { TransportCase, TransportRig } from './transport-rigs.js';
import { deferred, rejectsWith, track } from './helpers.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const never = () => new Promise<never>(() => {});

export function describeTransport(transport: TransportCase): void {
  describe(transport.name, () => {
    let rig: TransportRig | null = null;
    const endpoints: BridgeEndpoint[] = [];

    afterEach(() => {
      for (const e of endpoints.splice(0)) e.destroy(); // also closes real ports, or Node would hang
      rig?.dispose();
      rig = null;
    });

    const setup = (): TransportRig => (rig = transport.create());
    const endpoint = (opts: EndpointOptions): BridgeEndpoint => {
      const e = createEndpoint(opts);
      endpoints.push(e);
      return e;
    };
    /** The peer first (it answers), then the app (it says hello). */
    function connect(peerMethods: MethodTable, appMethods: MethodTable = {}, peerOpts: Partial<EndpointOptions> = {}) {
      const r = setup();
      const peer = endpoint({ transport: r.peer, role: r.peerRole, methods: peerMethods, ...peerOpts });
      const app = endpoint({ transport: r.appSide(), role: 'app', methods: appMethods });
      return { rig: r, peer, app };
    }

    it('handshakes: each side learns the other\'s methods, role and the protocol version', async () => {
      const { peer, app } = connect({ ping: () => 'pong', other: () => 1 }, { navigate: (p: unknown) => p });
      expect(app.has('ping')).toBe(false); // nothing before the handshake
      expect((await app.ready).sort()).toEqual(['other', 'ping']);
      expect(await peer.ready).toEqual(['navigate']);
      expect(app.has('ping')).toBe(true);
      expect(app.has('teleport')).toBe(false);
      expect(app.peerRole).toBe(rigOf().peerRole);
      expect(peer.peerRole).toBe('app');
      expect([app.version, peer.version]).toEqual([1, 1]);
    });

    it('a call gets its result, both ways', async () => {
      const { peer, app } = connect(
        { add: (p: { a: number; b: number }) => ({ sum: p.a + p.b }) },
        { navigate: (p: { path: string }) => ({ shown: p.path }) },
      );
      await expect(app.call('add', { a: 40, b: 2 })).resolves.toEqual({ sum: 42 });
      await peer.ready;
      await expect(peer.call('navigate', { path: '/land/list' })).resolves.toEqual({ shown: '/land/list' });
    });

    it('an error reply: a throw is INTERNAL with its message only, a coded error keeps its code', async () => {
      const { app } = connect({
        boom: () => { throw new Error('database on fire'); },
        denied: async () => { throw new BridgeCallError('PERMISSION_DENIED', 'camera refused'); },
        weird: () => { throw 42; }, // not an Error at all
      });
      const e = await rejectsWith(app.call('boom'), 'INTERNAL');
      expect(e.message).toBe('database on fire');
      expect(e.stack ?? '').not.toContain('transport-suite'); // no stack of the other side
      expect((await rejectsWith(app.call('denied'), 'PERMISSION_DENIED')).message).toBe('camera refused');
      await rejectsWith(app.call('weird'), 'INTERNAL');
    });

    it('bad params answer INVALID_PARAMS without running the handler', async () => {
      const navigate = vi.fn((p: unknown) => p);
      const { app } = connect({ navigate });
      const e = await rejectsWith(app.call('navigate', { path: '//evil.example/x' }), 'INVALID_PARAMS');
      expect(e.message).toMatch(/^navigate: /);
      expect(navigate).not.toHaveBeenCalled();
    });

    it('an unknown method answers UNIMPLEMENTED, inherited names included', async () => {
      const { app } = connect({ ping: () => 'pong' });
      expect((await rejectsWith(app.call('teleport'), 'UNIMPLEMENTED')).message).toContain('teleport');
      await rejectsWith(app.call('constructor'), 'UNIMPLEMENTED');
      await rejectsWith(app.call('__proto__'), 'UNIMPLEMENTED');
    });

    it('a call the peer never answers settles with TIMEOUT', async () => {
      const { app } = connect({ slow: never });
      await app.ready;
      // 400 ms: a busy machine may pause the 20 ms sleep far longer than 20 ms.
      const call = app.call('slow', undefined, { timeoutMs: 400 });
      const state = track(call);
      await sleep(20);
      expect(state.settled).toBe(false);
      const e = await rejectsWith(call, 'TIMEOUT');
      expect(e.message).toBe('slow: no answer within 400 ms');
    });

    it('a call made while no peer answers the hello settles with NOT_READY', async () => {
      const app = endpoint({ transport: setup().appSide(), role: 'app' });
      await rejectsWith(app.call('ping', undefined, { timeoutMs: 50 }), 'NOT_READY');
    });

    it('a long method is acked, outlives the normal timeout, and its late result arrives', async () => {
      const scan = deferred<{ code: string }>();
      const { app } = connect({ scan: () => scan.promise }, {}, { longMethods: ['scan'] });
      await app.ready;
      // The ack must cross within the normal timeout: 300 ms, not 50, so a machine busy with other
      // suites (npm test runs two lanes at once) does not turn a late ack into a TIMEOUT.
      const call = app.call('scan', undefined, { timeoutMs: 300 });
      const state = track(call);
      await sleep(1_200); // four times the normal timeout
      expect(state.settled).toBe(false);
      scan.resolve({ code: 'QR-1' });
      await expect(call).resolves.toEqual({ code: 'QR-1' });
    });

    it('events cross both ways, queued until the handshake', async () => {
      const { peer, app } = connect({});
      app.emit('routeChange', { path: '/index' }); // before the handshake
      const atPeer: unknown[] = [];
      const atApp: unknown[] = [];
      peer.on('routeChange', (d) => atPeer.push(d));
      app.on('qrCode', (d) => atApp.push(d));
      await app.ready;
      await peer.ready;
      peer.emit('qrCode', { code: 'QR-2' });
      await vi.waitFor(() => expect([atPeer, atApp]).toEqual([[{ path: '/index' }], [{ code: 'QR-2' }]]));
    });

    it.skipIf(transport.strangers === null)('messages from a stranger (wrong origin) are ignored', async () => {
      const r = setup();
      const stranger = r.stranger;
      if (!stranger) throw new Error(`${transport.name}: the rig gives no way in for strangers`);
      const navigate = vi.fn((p: unknown) => p);
      const app = endpoint({ transport: r.appSide(), role: 'app', methods: { navigate } });
      const forged = (kind: string, extra: object) => JSON.stringify({ ns: 'mkt', v: 1, kind, id: `evil.${kind}`, ...extra });
      const navigateReq = forged('req', { method: 'navigate', params: { path: '/login' } });
      // A forged answer to the app's hello, then a call: neither may count.
      stranger(forged('hello', { sid: 'evil', re: 'x', caps: ['navigate'], role: 'host' }));
      stranger(navigateReq);
      await sleep(20);
      expect(app.isReady).toBe(false);
      // The real peer still completes the handshake; the stranger still cannot call.
      const peer = endpoint({ transport: r.peer, role: r.peerRole });
      await app.ready;
      expect(app.has('navigate')).toBe(false); // the capabilities are the real peer's (none)
      stranger(navigateReq);
      await sleep(20);
      expect(navigate).not.toHaveBeenCalled();
      await expect(peer.call('navigate', { path: '/index' })).resolves.toEqual({ path: '/index' });
      expect(navigate).toHaveBeenCalledTimes(1);
    });

    it('a reloaded app page handshakes again; calls the old page had received are cancelled', async () => {
      const r = setup();
      const peer = endpoint({ transport: r.peer, role: r.peerRole });
      const first = endpoint({ transport: r.appSide(), role: 'app', methods: { slow: never } });
      await first.ready;
      await peer.ready;
      const lost = rejectsWith(peer.call('slow'), 'CANCELLED'); // handled now: it may end before the next await
      await sleep(20); // received by the old page
      first.destroy(); // the page navigates away...
      const second = endpoint({ transport: r.appSide(), role: 'app', methods: { slow: () => 'new page' } });
      await second.ready; // ...and the new one says hello with a new session
      expect((await lost).message).toBe('slow: the peer reloaded');
      await expect(peer.call('slow')).resolves.toBe('new page');
    });

    it('destroy cancels a pending call and refuses later ones', async () => {
      const { app } = connect({ slow: never });
      await app.ready;
      const pending = app.call('slow');
      await sleep(20);
      app.destroy();
      await rejectsWith(pending, 'CANCELLED');
      await rejectsWith(app.call('slow'), 'CANCELLED');
    });

    function rigOf(): TransportRig {
      if (!rig) throw new Error('no rig: call connect() first');
      return rig;
    }
  });
}
