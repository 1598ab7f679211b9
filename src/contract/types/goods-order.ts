// Goods checkout (spec §2 /saleGoods shopingcar, fillorder, shippingaddress, filladdresss).
// No call is shown in spec §7: shapes are ours. The cart itself is a client store.
import type { AreaId, LookupId, ServiceId } from './common.js';

export interface ShippingAddress {
  addressId: string;
  name: string;
  mobileCode: string;
  phone: string;
  areaId: AreaId;
  cityId: LookupId | null;
  address: string;
  isDefault: 0 | 1;
}

export type SaveAddressRequest = Omit<ShippingAddress, 'addressId'> & { addressId?: string };

export interface AddressRef {
  addressId: string;
}

export interface CartLine {
  unusedItemId: ServiceId;
  number: number;
}

export interface CreateTradeOrderRequest {
  items: CartLine[];
  addressId: string;
  remark?: string;
}

export interface CreateTradeOrderReply {
  orderNo: string;
}
