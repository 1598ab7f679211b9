// The bills chunk (spec §2 usercenter/consumptionBill: consumptionBillList, consumptionBillDetails).
import type { ScreenProps } from '../../routes/route-types.js';
import { BillDetailsScreen } from './bill-details.js';
import { BillListScreen } from './bill-list.js';

export default function BillScreen({ route, query }: ScreenProps) {
  return route.path === '/usercenter/consumptionBill/consumptionBillDetails' ? <BillDetailsScreen query={query} /> : <BillListScreen />;
}
