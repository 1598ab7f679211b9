// Operator accounts managed by admins (examples/server/console/calls/operator-calls.ts): create
// with a role and a first password that logs in; a duplicate name (any case) refused at the field;
// a role change applies to the operator's next call; disabling ends access at once and enabling
// restores it; a new password ends the operator's sessions and the old password stops working;
// an admin cannot disable or demote themselves; only admins may call; bad input is coded; every
// change is an audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsolePage, OperatorItem } from '../../../src/contract/console-api.js';
import type { Database } from '../../../examples/server/db/database.js';
import { TEST_DATABASES } from '../databases.js';
import { openFixture, type Fixture } from '../listings/fixtures.js';
import { addOperator, auditRows, consoleCall, loginAs, sha256 } from './console-client.js';

describe.each(TEST_DATABASES)('console operator accounts ($name)', (target) => {
  let db: Database;
  let fx: Fixture;
  let admin: string;
  let adminId: string;
  const call = <T = unknown>(name: string, body: unknown, cookie = admin) => consoleCall<T>(fx.server.app, name, body, { cookie }).then((r) => r.reply);
  const list = async () => (await call<ConsolePage<OperatorItem>>('operatorList', {})).customData.resultList;
  const login = (username: string, password: string) => consoleCall(fx.server.app, 'login', { username, password: sha256(password) }).then((r) => r.reply.code);

  beforeAll(async () => {
    db = await target.open();
    fx = await openFixture(db);
    adminId = await addOperator(db, 'boss', 'boss-pass-123', 'admin');
    admin = await loginAs(fx.server.app, 'boss', 'boss-pass-123');
  });
  afterAll(async () => {
    await fx?.close();
    await db?.close();
    await target.cleanup();
  });

  it('an admin creates a reviewer who logs in and reviews; the name is unique in any case', async () => {
    const created = await call<OperatorItem>('createOperator', { username: 'Aya.R', role: 'reviewer', password: sha256('first-pass-1') });
    expect(created).toMatchObject({ code: 200, customData: { username: 'Aya.R', role: 'reviewer', disabled: false, lastSeenAt: '' } });
    const aya = await loginAs(fx.server.app, 'aya.r', 'first-pass-1');
    expect((await call('reviewQueue', {}, aya)).code).toBe(200);
    expect((await list()).find((o) => o.username === 'Aya.R')?.lastSeenAt).not.toBe('');

    const dup = await call('createOperator', { username: 'AYA.r', role: 'admin', password: sha256('x-pass-1234') });
    expect(dup).toMatchObject({ code: 4422, message: 'errors.operatorDuplicate', customData: { issues: [{ path: 'username' }] } });
    expect((await auditRows(db)).filter((r) => r.action === 'operator.create')).toHaveLength(1);
  });

  it('a role change applies to the next call; disabling ends access at once, enabling restores it', async () => {
    const id = (await list()).find((o) => o.username === 'Aya.R')!.id;
    const aya = await loginAs(fx.server.app, 'Aya.R', 'first-pass-1');
    expect(await call('updateOperator', { operatorId: id, role: 'translator' })).toMatchObject({ code: 200, customData: { role: 'translator' } });
    expect((await call('reviewQueue', {}, aya)).message).toBe('errors.forbidden');
    expect((await call('translationQueue', {}, aya)).code).toBe(200);

    expect(await call('updateOperator', { operatorId: id, disabled: true })).toMatchObject({ code: 200, customData: { disabled: true } });
    expect((await call('translationQueue', {}, aya)).message).toBe('errors.notLoggedIn');
    expect(await login('Aya.R', 'first-pass-1')).toBe(4422);
    await call('updateOperator', { operatorId: id, disabled: false });
    expect(await login('Aya.R', 'first-pass-1')).toBe(200);

    const moves = (await auditRows(db)).filter((r) => r.action === 'operator.update' && r.target === `operator:${id}`);
    expect(moves.map((r) => r.detail.to)).toEqual([{ role: 'translator', disabled: false }, { role: 'translator', disabled: true }, { role: 'translator', disabled: false }]);
  });

  it('a new password ends the sessions and replaces the old one', async () => {
    const id = (await list()).find((o) => o.username === 'Aya.R')!.id;
    const aya = await loginAs(fx.server.app, 'Aya.R', 'first-pass-1');
    expect((await call('resetOperatorPassword', { operatorId: id, password: sha256('second-pass-2') })).code).toBe(200);
    expect((await call('me', {}, aya)).message).toBe('errors.notLoggedIn');
    expect(await login('Aya.R', 'first-pass-1')).toBe(4422);
    expect(await login('Aya.R', 'second-pass-2')).toBe(200);
  });

  it('an admin cannot disable or demote themselves; another admin can', async () => {
    expect(await call('updateOperator', { operatorId: adminId, disabled: true })).toMatchObject({ code: 4422, message: 'errors.selfChange' });
    expect(await call('updateOperator', { operatorId: adminId, role: 'reviewer' })).toMatchObject({ code: 4422, message: 'errors.selfChange' });
    expect((await call('me', {})).code).toBe(200);
    const other = await addOperator(db, 'boss2', 'boss2-pass-123', 'admin');
    const boss2 = await loginAs(fx.server.app, 'boss2', 'boss2-pass-123');
    expect((await call('updateOperator', { operatorId: adminId, role: 'moderator' }, boss2)).code).toBe(200);
    expect((await call('operatorList', {})).message).toBe('errors.forbidden');
    expect((await call('updateOperator', { operatorId: adminId, role: 'admin' }, boss2)).code).toBe(200);
    expect((await call('updateOperator', { operatorId: other, disabled: true })).code).toBe(200);
  });

  it('only admins manage operators, and bad input is coded, never a 500', async () => {
    await addOperator(db, 'rev2', 'rev2-pass-123', 'reviewer');
    const rev = await loginAs(fx.server.app, 'rev2', 'rev2-pass-123');
    for (const name of ['operatorList', 'createOperator', 'updateOperator', 'resetOperatorPassword']) {
      expect((await call(name, {}, rev)).message).toBe('errors.forbidden');
    }
    const bad: [string, unknown, string][] = [
      ['createOperator', { username: 'has space', role: 'reviewer', password: sha256('p') }, 'username'],
      ['createOperator', { username: 'ok', role: 'root', password: sha256('p') }, 'role'],
      ['createOperator', { username: 'ok', role: 'reviewer', password: 'plain text' }, 'password'],
      ['updateOperator', { operatorId: '1' }, 'role'],
      ['updateOperator', { operatorId: 'x1', disabled: true }, 'operatorId'],
      ['updateOperator', { operatorId: '1', disabled: 'yes' }, 'disabled'],
      ['resetOperatorPassword', { operatorId: '1', password: 42 }, 'password'],
    ];
    for (const [name, body, path] of bad) {
      const r = await call<{ issues: { path: string }[] }>(name, body);
      expect(r.code, `${name} ${JSON.stringify(body)}`).toBe(4422);
      expect(r.customData.issues[0]!.path).toBe(path);
    }
    expect(await call('updateOperator', { operatorId: '999999', disabled: true })).toMatchObject({ code: 4404, message: 'errors.operatorNotFound' });
    expect(await call('resetOperatorPassword', { operatorId: '999999', password: sha256('whatever-12') })).toMatchObject({ code: 4404 });
  });
});
