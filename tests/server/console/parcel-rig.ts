// Shared set-up of the console's parcel tests (parcels.test.ts): the money rig (the real server, the
// CinetPay sandbox: tests/server/payments/money-rig.ts) on a seeded database, one operator per role
// logged in to its console, and parcels made as a sender makes them — addresses in the book,
// createParcel, the price paid in the sandbox — so the console works on parcels made for real.
import { PAYMENT_METHOD, PARCEL_STATE } from '../../../src/contract/statuses.js';
import type { ConsoleReply } from '../../../src/contract/console-api.js';
import type { Parcel } from '../../../src/contract/types/air-express.js';
import type { ShippingAddress } from '../../../src/contract/types/goods-order.js';
import type { PaymentReply } from '../../../src/contract/types/payment.js';
import type { Database } from '../../../examples/server/db/database.js';
import type { TestDatabase } from '../databases.js';
import { abidjanCityId, addressBody } from '../goods/goods-rig.js';
import { orderState, payAtSandbox, startMoneyRig, until, type MoneyRig, type SeedName } from '../payments/money-rig.js';
import { addOperator, consoleCall, loginAs } from './console-client.js';
import { recordingBroker, type Published } from '../test-doubles.js';

export const ROLES = ['warehouse', 'admin', 'cashier', 'reviewer', 'translator', 'moderator', 'agent'] as const;
export type Role = (typeof ROLES)[number];

export interface ParcelShape {
  weightG: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  declaredValue?: number;
  warehouseId?: string;
  name?: string;
}

export interface ParcelRig {
  db: Database;
  money: MoneyRig;
  /** What the server put on users' queues, oldest first (a broker that keeps it). */
  published: Published[];
  operatorIds: Record<Role, string>;
  /** A console call as `role` (warehouse by default); the plain reply. */
  call<T = unknown>(name: string, body: unknown, role?: Role): Promise<ConsoleReply<T>>;
  /** A parcel of `who` to a receiver in Abidjan, to be paid. */
  create(who: SeedName, shape: ParcelShape): Promise<Parcel>;
  /** Pays payment order `orderNo` of `who` in the sandbox, and waits for its delivery. */
  pay(who: SeedName, orderNo: string): Promise<void>;
  /** A parcel made and paid: waiting for drop-off. */
  paid(who: SeedName, shape: ParcelShape): Promise<Parcel>;
  close(): Promise<void>;
}

export async function openParcelRig(target: TestDatabase, label: string): Promise<ParcelRig> {
  const db = await target.open();
  const money = await startMoneyRig(db);
  const published: Published[] = [];
  const broker = recordingBroker(published);
  money.services.broker = broker;
  const tokens = {} as Record<Role, string>;
  const operatorIds = {} as Record<Role, string>;
  for (const role of ROLES) {
    operatorIds[role] = await addOperator(db, `${label}-${role}`, `${label}-${role}-pass`, role);
    tokens[role] = await loginAs(money.app, `${label}-${role}`, `${label}-${role}-pass`);
  }
  const [category] = await db.query<{ id: number }>('select id from parcel_categories where not forbidden order by sort, id limit 1');
  const cityId = await abidjanCityId(db);
  const books = new Map<SeedName, { sender: string; receiver: string }>();
  const bookOf = async (who: SeedName) => {
    const known = books.get(who);
    if (known) return known;
    const save = async (body: Record<string, unknown>) => {
      const r = await money.call<ShippingAddress>('saveAddress', addressBody(cityId, body), who);
      if (r.code !== 200) throw new Error(`saveAddress: ${r.code} ${r.message} ${JSON.stringify(r.customData)}`);
      return r.customData.addressId;
    };
    const book = {
      sender: await save({ name: 'Adjoua Expéditrice', phone: '0701020304' }),
      receiver: await save({ name: 'Yao Destinataire', phone: '0709080706', district: 'Yopougon' }),
    };
    books.set(who, book);
    return book;
  };

  const rig: ParcelRig = {
    db, money, operatorIds, published,
    call: async (name, body, role = 'warehouse') => (await consoleCall(money.app, name, body, { cookie: tokens[role] })).reply as never,
    async create(who, s) {
      const book = await bookOf(who);
      const r = await money.call<Parcel>('createParcel', {
        senderAddressId: book.sender, receiverAddressId: book.receiver, warehouseId: s.warehouseId ?? 'guangzhou',
        goods: { name: s.name ?? 'Pagnes wax', categoryId: Number(category!.id), quantity: 3, declaredValue: s.declaredValue ?? 50_000 },
        weightG: s.weightG, lengthCm: s.lengthCm, widthCm: s.widthCm, heightCm: s.heightCm, remark: '', agreed: true,
      }, who, 'fr');
      if (r.code !== 200) throw new Error(`createParcel: ${r.code} ${r.message} ${JSON.stringify(r.customData)}`);
      return r.customData;
    },
    async pay(who, orderNo) {
      const r = await money.call<PaymentReply>('orderListPayment', { orderNos: [orderNo], payType: PAYMENT_METHOD.mobileMoney, returnUrl: money.returnUrl }, who);
      if (r.code !== 200) throw new Error(`orderListPayment: ${r.code} ${r.message} ${JSON.stringify(r.customData)}`);
      await payAtSandbox(r.customData.payUrl!, '0700000000');
      await until(async () => (await orderState(db, orderNo)).delivered, 10_000, `payment ${orderNo} delivered`);
    },
    async paid(who, s) {
      const parcel = await rig.create(who, s);
      await rig.pay(who, parcel.paymentOrderNo);
      const [row] = await db.query<{ state: number }>('select state from parcels where parcel_no = $1', [parcel.parcelNo]);
      if (Number(row?.state) !== PARCEL_STATE.toDropOff) throw new Error(`parcel ${parcel.parcelNo} paid but in state ${row?.state}`);
      return parcel;
    },
    async close() {
      await money.close();
      await db.close();
      await target.cleanup();
    },
  };
  return rig;
}
