// One address as a card shows it: who, the phone with its area code, then where (landmark first:
// in Abidjan it is what the courier looks for).
import type { ShippingAddress } from '../../contract/types/goods-order.js';

export const addressWho = (a: Pick<ShippingAddress, 'name' | 'mobileCode' | 'phone'>): string => `${a.name} · +${a.mobileCode} ${a.phone}`;

export const addressWhere = (a: Pick<ShippingAddress, 'landmark' | 'street' | 'district' | 'cityName'>): string =>
  [a.landmark, a.street, a.district, a.cityName ?? ''].filter((s) => s.trim() !== '').join(', ');

/** fillorder's own address: the same screen with ?address=… (pick mode of shippingaddress returns to it). */
export function withAddress(href: string, addressId: string): string {
  const [path, search = ''] = href.split('?', 2) as [string, string?];
  const q = new URLSearchParams(search);
  q.set('address', addressId);
  return `${path}?${q.toString()}`;
}
