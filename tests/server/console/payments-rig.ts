// Shared set-up of the console money tests (tests/server/console/payments-*.test.ts): the seeded
// user-centre server (tests/server/usercenter/helpers.ts: every handler, a movable clock), one
// operator per role logged in, and what a payer does through the app's own calls — a bank-transfer
// order, a proof picture uploaded and sent — so the console works on orders made for real.
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { PAYMENT_METHOD } from '../../../src/contract/statuses.js';
import type { ConsoleReply } from '../../../src/contract/console-api.js';
import type { Order, PaymentReply } from '../../../src/contract/types/payment.js';
import type { PrivateUploadReply } from '../../../src/contract/types/usercenter.js';
import { encodePng } from '../../../examples/server/seed/png.js';
import type { TestDatabase } from '../databases.js';
import { openUsercentre, type SeedKey, type UcEnv } from '../usercenter/helpers.js';
import { addOperator, consoleCall, loginAs } from './console-client.js';

export const PNG = Buffer.from(encodePng(2, 2, new Uint8Array(12).fill(120)));
/** The seeded package of 5 posting chances, any module (migration 017). */
export const FIVE_CHANCES = 1;

export type Role = 'cashier' | 'reviewer' | 'admin' | 'translator' | 'moderator';

export interface MoneyRig {
  env: UcEnv;
  /** Session tokens by role. */
  tokens: Record<Role, string>;
  operatorIds: Record<Role, string>;
  /** A console call as `role` (cashier by default); the plain reply. */
  call<T = unknown>(name: string, body: unknown, role?: Role): Promise<ConsoleReply<T>>;
  /** An app call as a seeded user. */
  app<T = unknown>(who: SeedKey, path: string, body: unknown): Promise<{ code: number; message: string; customData: T }>;
  /** The payer's bank-transfer order of the 5-chance package; its number. */
  bankOrder(who: SeedKey, commodityId?: number): Promise<string>;
  /** The payer uploads a picture and sends it as the order's proof. */
  sendProof(who: SeedKey, orderNo: string, remark?: string): Promise<string>;
  orderOf(who: SeedKey, orderNo: string): Promise<Order>;
  close(): Promise<void>;
}

/** A picture through the app's uploadPrivateImg (use 'proof'), as the remittance screen sends its proof. */
async function uploadPicture(env: UcEnv, token: string): Promise<string> {
  const r = await env.upload<PrivateUploadReply>(ENDPOINTS.uploadPrivateImg.path, token, { name: 'recu.png', bytes: PNG }, 'fr', { use: 'proof' });
  if (r.code !== 200) throw new Error(`upload: ${r.code} ${r.message}`);
  return r.customData.imgPath;
}

export async function openMoneyRig(target: TestDatabase, label: string): Promise<MoneyRig> {
  const env = await openUsercentre(target);
  const roles: Role[] = ['cashier', 'reviewer', 'admin', 'translator', 'moderator'];
  const tokens = {} as Record<Role, string>;
  const operatorIds = {} as Record<Role, string>;
  for (const role of roles) {
    operatorIds[role] = await addOperator(env.db, `${label}-${role}`, `${label}-${role}-pass`, role);
    tokens[role] = await loginAs(env.server.app, `${label}-${role}`, `${label}-${role}-pass`);
  }
  const users = new Map<SeedKey, string>();
  const tokenOf = async (who: SeedKey) => {
    if (!users.has(who)) users.set(who, await env.login(who, `${label}-${who}`));
    return users.get(who)!;
  };
  const app: MoneyRig['app'] = async (who, path, body) => env.call(path, body, { token: await tokenOf(who) });
  return {
    env, tokens, operatorIds, app,
    call: async (name, body, role = 'cashier') => (await consoleCall(env.server.app, name, body, { cookie: tokens[role] })).reply as never,
    async bankOrder(who, commodityId = FIVE_CHANCES) {
      const r = await app<PaymentReply>(who, ENDPOINTS.payment.path, { commodityId, payType: PAYMENT_METHOD.bank, returnUrl: '/common/payConfirmVirtual' });
      if (r.code !== 200) throw new Error(`bank order: ${r.code} ${r.message} ${JSON.stringify(r.customData)}`);
      return r.customData.orderNo;
    },
    async sendProof(who, orderNo, remark = 'Virement BICICI du 15/01') {
      const path = await uploadPicture(env, await tokenOf(who));
      const r = await app(who, ENDPOINTS.submitRemittance.path, { orderNo, voucherImg: path, remark });
      if (r.code !== 200) throw new Error(`remittance: ${r.code} ${r.message} ${JSON.stringify(r.customData)}`);
      return path;
    },
    async orderOf(who, orderNo) {
      const r = await app<Order>(who, ENDPOINTS.getOrderDetail.path, { orderNo });
      if (r.code !== 200) throw new Error(`order detail: ${r.code} ${r.message}`);
      return r.customData;
    },
    close: () => env.close(),
  };
}
