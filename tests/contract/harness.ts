// The contract suite's rig (issue 3): the REAL client of src/api, over real HTTP, against the real
// reference server on a real database (PGlite; PostgreSQL too when DATABASE_URL is set).
import type { AddressInfo } from 'node:net';
import type { Database } from '../../examples/server/db/database.js';
import type { ServerServices } from '../../examples/server/http/handler.js';
import { SESSIONS } from '../../examples/server/handlers.js';
import { createEmbeddedBroker } from '../../examples/server/realtime/embedded-broker.js';
import { createApiClient, inlineEnvelopeCodec, type ApiClient, type ClientSession, type UiEffects } from '../../src/api/index.js';
import type { LanguageCode } from '../../src/contract/envelope.js';
import { bootServer } from '../server/boot.js';

export interface Effect {
  kind: 'navigate' | 'alert' | 'confirm' | 'toast';
  value: string;
}

/** A client session kept in memory, as the app's stores would keep it. */
export class MemorySession implements ClientSession {
  authorization = '';
  refreshToken = '';
  userId = '';
  language: LanguageCode = 'en';
  areaId = 'CIV';
  cleared = 0;
  getAuthorization = () => this.authorization;
  getRefreshToken = () => this.refreshToken;
  getUserId = () => this.userId;
  getLanguage = () => this.language;
  getAreaId = () => this.areaId;
  getDeviceId = () => 'contract-device';
  setTokens(t: { authorization: string; refreshToken?: string }) {
    this.authorization = t.authorization;
    if (t.refreshToken) this.refreshToken = t.refreshToken;
  }
  clearAll() {
    this.cleared++;
    this.authorization = this.refreshToken = this.userId = '';
  }
}

export interface ContractRig {
  baseUrl: string;
  services: ServerServices;
  /** A new client with its own session and effect log. */
  client(language?: LanguageCode): { api: ApiClient; session: MemorySession; effects: Effect[] };
  close(): Promise<void>;
}

export async function startContractRig(db: Database): Promise<ContractRig> {
  // The embedded queue on the rig's own /ws, as `npm start` runs it without RabbitMQ.
  const broker = createEmbeddedBroker();
  const { app, services } = await bootServer({ db, sessions: SESSIONS, services: { broker } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    services,
    client(language = 'en') {
      const session = new MemorySession();
      session.language = language;
      const effects: Effect[] = [];
      const ui: UiEffects = {
        navigate: (value) => void effects.push({ kind: 'navigate', value }),
        alert: async (value) => void effects.push({ kind: 'alert', value }),
        confirm: async (value) => (effects.push({ kind: 'confirm', value }), true),
        toast: (value) => void effects.push({ kind: 'toast', value }),
      };
      const api = createApiClient({
        baseUrl,
        session,
        effects: ui,
        codec: inlineEnvelopeCodec,
        platform: { container: 'contract-test', userAgent: 'node', screen: '360x740', appVersion: 'test' },
        webpSupported: () => false,
      });
      return { api, session, effects };
    },
    close: async () => {
      await broker.close();
      await app.close();
    },
  };
}
