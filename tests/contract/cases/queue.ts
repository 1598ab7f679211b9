// Contract cases of the queue credentials GET (spec §7 "Queue"): the access-system code in the path,
// no user id; the credentials open the caller's own queue on the broker's /ws.
import { expect } from 'vitest';
import { QUEUE_EXPIRES_MS } from '../../../examples/server/realtime/broker.js';
import type { EndpointLike } from '../../../src/api/index.js';
import { SYSTEM_CODE } from '../../../src/contract/constants.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { QueueCredentials } from '../../../src/contract/types/chat.js';
import { data, type Case } from '../support/cases.js';
import type { ContractClient } from '../support/world.js';
import { member, type UcState } from './usercenter-state.js';

type C = Case<UcState>;

const ask = (systemCode: string) => (c: ContractClient) =>
  c.api.get(ENDPOINTS.getQueueCredentials as EndpointLike<unknown, QueueCredentials>, { systemCode });

export const QUEUE_CASES: readonly C[] = [
  {
    endpoint: 'getQueueCredentials', kind: 'happy', name: 'the member gets credentials for its own queue on this server', as: 'member',
    send: ask(SYSTEM_CODE),
    expect: {
      code: 200,
      check: (r, w) => {
        const q = data<QueueCredentials>(r);
        const server = new URL(w.rig.baseUrl);
        expect(q).toMatchObject({ mqIpType: 'ws', mqIp: server.hostname, mqPort: Number(server.port), expTtl: QUEUE_EXPIRES_MS, userMq: member.userMq });
        // A login of its own per grant, and a long random password (shown once, kept hashed).
        expect(q.mqUsername.startsWith(`${member.userMq}+`)).toBe(true);
        expect(q.mqPassword).toMatch(/^[A-Za-z0-9_-]{43}$/);
      },
    },
  },
  { endpoint: 'getQueueCredentials', kind: 'bad', name: 'a visitor has no queue', send: ask(SYSTEM_CODE), expect: { code: 4001, key: 'errors.notLoggedIn' } },
  { endpoint: 'getQueueCredentials', kind: 'bad', name: 'another access system', as: 'member', send: ask('XX'), expect: { code: 4404, key: 'app.notAvailable' } },
];
