// The orders chunk (spec §2 usercenter/order: ibuy, isale, details, remittance).
import type { ScreenProps } from '../../routes/route-types.js';
import { OrderDetailsScreen } from './order-details.js';
import { OrderListScreen } from './order-list.js';
import { RemittanceScreen } from './remittance.js';

export default function OrderScreen({ route, query }: ScreenProps) {
  switch (route.path) {
    case '/usercenter/order/isale': return <OrderListScreen side="sale" query={query} />;
    case '/usercenter/order/details': return <OrderDetailsScreen query={query} />;
    case '/usercenter/order/remittance': return <RemittanceScreen query={query} />;
    default: return <OrderListScreen side="buy" query={query} />;
  }
}
