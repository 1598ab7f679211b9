// The publish quota guard (spec §4 "Before opening any publish route the publish quota is checked
// ..."; spec §8 "deduction not enough"): the gate alone, then through the real shell, where every
// way to a publish route (a tab, the shell's navigate, a direct load) meets it.
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/api/index.js';
import { createPublishGate, quotaModuleOf, valueAddedFrom, VALUE_ADDED_PATH, type PublishGateDeps } from '../../../src/app/publish-gate.js';
import { COMMON_ENDPOINTS } from '../../../src/contract/endpoints/commons.js';
import { modulePath } from '../../../src/modules/identities.js';
import { MODULES } from '../../../src/modules/registry.js';
import { fakeApi, type Answers } from '../harness/fake-api.js';
import { closeAll, openRoute, settle } from '../harness/open-route.js';
import { createAppStores } from '../../../src/stores/app-stores.js';
import { click, deferred, flush } from '../ui/render.js';

const QUOTA = COMMON_ENDPOINTS.checkReleaseNum.path;
const allowed = { [QUOTA]: { hasReleaseNum: true } };
const refused = { [QUOTA]: { hasReleaseNum: false } };

afterEach(closeAll);

describe('quotaModuleOf: which paths the gate checks', () => {
  it('every publishing module’s new-listing form, with its module id', () => {
    for (const m of Object.values(MODULES).filter((x) => x.publishes)) {
      expect(quotaModuleOf(modulePath(m, 'publish'))).toMatchObject({ key: m.key, moduleId: m.moduleId });
    }
  });

  it('not an edit (serviceId: nothing is consumed), not other routes, not articles', () => {
    expect(quotaModuleOf('/house/publish?serviceId=12')).toBeNull();
    expect(quotaModuleOf('/house/publish?serviceId=12&languageId=fr')).toBeNull();
    expect(quotaModuleOf('/house/publish?serviceId=')).toMatchObject({ key: 'house', moduleId: MODULES.house.moduleId });
    expect(quotaModuleOf('/house/publishDetails?serviceId=1')).toBeNull();
    expect(quotaModuleOf('/house/list')).toBeNull();
    expect(quotaModuleOf('/common/quickPublish')).toBeNull();
    expect(quotaModuleOf('/article/publish')).toBeNull();
  });
});

interface Harness {
  deps: PublishGateDeps;
  navigated: [string, boolean][];
  confirms: string[];
  resets: string[];
  calls: ReturnType<typeof fakeApi>['calls'];
}

function gateDeps(answers: Answers, opts: { userId?: string; confirm?: boolean } = {}): Harness {
  const stores = createAppStores(`gate-${Math.random()}`, null);
  const fake = fakeApi(answers, stores);
  const h: Harness = { navigated: [], confirms: [], resets: [], calls: fake.calls, deps: undefined as never };
  h.deps = {
    userId: () => opts.userId ?? 'u-1',
    api: () => fake.api as ApiClient,
    confirm: async (message) => {
      h.confirms.push(message);
      return opts.confirm ?? true;
    },
    t: (key) => `t:${key}`,
    resetDraft: (moduleKey, userId) => h.resets.push(`${userId}:${moduleKey}`),
    navigate: (to, o) => h.navigated.push([to, o?.replace === true]),
  };
  return h;
}

describe('createPublishGate().open (a navigation to a publish route)', () => {
  it('allowed: asks {userId, moduleId}, resets that module’s draft, then navigates', async () => {
    const h = gateDeps(allowed);
    const gate = createPublishGate(h.deps);
    let went = 0;
    gate.open('/house/publish', () => went++);
    expect(gate.pending.get()).toBe('/house/publish');
    expect(went).toBe(0);
    await flush();
    expect(h.calls.map((c) => c.body)).toEqual([{ userId: 'u-1', moduleId: MODULES.house.moduleId }]);
    expect(h.resets).toEqual(['u-1:house']);
    expect(went).toBe(1);
    expect(gate.pending.get()).toBe('');
    expect(gate.cleared.get()).toBe('/house/publish');
  });

  it('refused: no navigation, the "deduction not enough" confirm; confirm → value-added services', async () => {
    const h = gateDeps(refused);
    const gate = createPublishGate(h.deps);
    let went = 0;
    gate.open('/land/publish', () => went++);
    await flush();
    expect(went).toBe(0);
    expect(h.resets).toEqual([]);
    expect(h.confirms).toEqual(['t:errors.deductionNotEnough']);
    // Where the purchase started rides along: after paying, the user comes back to the form.
    expect(h.navigated).toEqual([[valueAddedFrom('/land/publish'), false]]);
    expect(valueAddedFrom('/land/publish')).toBe(`${VALUE_ADDED_PATH}?from=%2Fland%2Fpublish`);
  });

  it('refused and cancelled: stays where it was', async () => {
    const h = gateDeps(refused, { confirm: false });
    const gate = createPublishGate(h.deps);
    gate.open('/land/publish', () => undefined);
    await flush();
    expect(h.confirms.length).toBe(1);
    expect(h.navigated).toEqual([]);
  });

  it('logged out: to /login, nothing asked', async () => {
    const h = gateDeps(allowed, { userId: '' });
    const gate = createPublishGate(h.deps);
    let went = 0;
    gate.open('/visa/publish', () => went++);
    await flush();
    expect(h.calls).toEqual([]);
    expect(went).toBe(0);
    expect(h.navigated).toEqual([['/login', false]]);
  });

  it('a failed check (transport, other codes) cancels quietly: the client showed its message', async () => {
    const h = gateDeps({ [QUOTA]: () => ({ code: 4403, message: 'no' }) });
    const gate = createPublishGate(h.deps);
    let went = 0;
    gate.open('/house/publish', () => went++);
    await flush();
    expect(went).toBe(0);
    expect(h.confirms).toEqual([]);
    expect(h.navigated).toEqual([]);
    expect(gate.pending.get()).toBe('');
  });

  it('an edit and any other route go at once, without a check or a draft reset', () => {
    const h = gateDeps(allowed);
    const gate = createPublishGate(h.deps);
    let went = 0;
    gate.open('/house/publish?serviceId=7', () => went++);
    gate.open('/house/list', () => went++);
    expect(went).toBe(2);
    expect(h.calls).toEqual([]);
    expect(h.resets).toEqual([]);
  });

  it('a second tap while the check runs is dropped (one check, one navigation)', async () => {
    const reply = deferred<{ code: number; customData: { hasReleaseNum: boolean } }>();
    const h = gateDeps({ [QUOTA]: () => reply.promise });
    const gate = createPublishGate(h.deps);
    let went = 0;
    gate.open('/house/publish', () => went++);
    gate.open('/house/publish', () => went++);
    reply.resolve({ code: 200, customData: { hasReleaseNum: true } });
    await flush();
    expect(h.calls.length).toBe(1);
    expect(went).toBe(1);
  });
});

describe('createPublishGate().enter (a publish route shown without open)', () => {
  it('refused: leaves for the module list (replace) and offers the services; the draft is kept', async () => {
    const h = gateDeps(refused, { confirm: false });
    const gate = createPublishGate(h.deps);
    gate.enter('/carSales/publish');
    await flush();
    expect(h.navigated).toEqual([['/carSales/list', true]]);
    expect(h.confirms).toEqual(['t:errors.deductionNotEnough']);
    expect(h.resets).toEqual([]);
  });

  it('allowed: clears the path and keeps the draft (a reload mid-form gets it back)', async () => {
    const h = gateDeps(allowed);
    const gate = createPublishGate(h.deps);
    gate.enter('/house/publish');
    await flush();
    expect(gate.cleared.get()).toBe('/house/publish');
    expect(h.resets).toEqual([]);
    expect(h.navigated).toEqual([]);
    // Leaving forgets it: coming back (history) checks again.
    gate.enter('/house/list');
    expect(gate.cleared.get()).toBe('');
  });

  it('a failed check leaves too (the route is blocked until a check passes), without the dialog', async () => {
    const h = gateDeps({});
    const gate = createPublishGate(h.deps);
    gate.enter('/house/publish');
    await flush();
    expect(h.navigated).toEqual([['/house/list', true]]);
    expect(h.confirms).toEqual([]);
  });
});

describe('through the shell', () => {
  it('the module tab bar’s publish tab waits (aria-busy) for the check, then opens the form', async () => {
    const reply = deferred<{ code: number; customData: { hasReleaseNum: boolean } }>();
    const s = await openRoute('/house/mine', { userId: 'u-1', answers: { [QUOTA]: () => reply.promise }, ready: '.mkt-modbar' });
    const tab = s.$('.mkt-modbar a[href="/house/publish"]');
    click(tab);
    await flush();
    expect(tab?.getAttribute('aria-busy')).toBe('true');
    expect(s.shown()).toBe('/house/mine');
    act(() => reply.resolve({ code: 200, customData: { hasReleaseNum: true } }));
    await settle(() => expect(s.shown()).toBe('/house/publish'));
    expect(s.callsTo(QUOTA).map((c) => c.body)).toEqual([{ userId: 'u-1', moduleId: MODULES.house.moduleId }]);
  });

  it('refused from the tab: navigation cancelled, the dialog; confirm → /usercenter/valueAddedServices/list', async () => {
    const s = await openRoute('/land/mine', { userId: 'u-1', answers: refused, ready: '.mkt-modbar' });
    click(s.$('.mkt-modbar a[href="/land/publish"]'));
    await settle(() => expect(s.dialog()?.message).toBe('errors.deductionNotEnough'));
    expect(s.shown()).toBe('/land/mine');
    s.answer(true);
    await settle(() => expect(s.changes.at(-1)?.[0]).toBe(valueAddedFrom('/land/publish')));
  });

  it('a direct load waits ("loading") for the check, and leaves for the list when refused', async () => {
    const s = await openRoute('/house/publish', { userId: 'u-1', answers: refused });
    await settle(() => expect(s.shown()).toBe('/house/list'));
    expect(s.callsTo(QUOTA).length).toBe(1);
    expect(s.dialog()?.message).toBe('errors.deductionNotEnough');
  });

  it('a direct load shows the form once allowed, "loading" until then; an edit is not checked', async () => {
    const reply = deferred<{ code: number; customData: { hasReleaseNum: boolean } }>();
    const s = await openRoute('/house/publish', { userId: 'u-1', answers: { [QUOTA]: () => reply.promise } });
    expect(s.shown()).toBeUndefined();
    expect(s.text('.mkt-loading')).toBe('app.loading');
    act(() => reply.resolve({ code: 200, customData: { hasReleaseNum: true } }));
    await settle(() => expect(s.shown()).toBe('/house/publish'));
    await s.go('/house/publish?serviceId=9');
    expect(s.shown()).toBe('/house/publish');
    expect(s.callsTo(QUOTA).length).toBe(1);
  });

  it('logged out: the publish route goes to /login first', async () => {
    const s = await openRoute('/house/publish', { answers: allowed });
    await settle(() => expect(s.shown()).toBe('/login'));
    expect(s.callsTo(QUOTA)).toEqual([]);
  });

  it('the shell’s navigate (host, screens) passes the gate too', async () => {
    const s = await openRoute('/index', { userId: 'u-1', answers: refused });
    await s.go('/visa/publish');
    await settle(() => expect(s.dialog()?.message).toBe('errors.deductionNotEnough'));
    expect(s.shown()).toBe('/index');
  });
});
