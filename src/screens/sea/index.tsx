// The air-express chunk (spec §2 /sea: order, details, form, adresslist, transitadress,
// productinfo, pay, addadress, privacy; the bridge's jump pageType airExpress opens /sea/order).
// Which screen is the route's last segment.
import type { ScreenProps } from '../../routes/route-types.js';
import { ParcelAddressFormScreen } from './address-form.js';
import { ParcelAddressListScreen } from './address-list.js';
import { ParcelDetailsScreen } from './details-screen.js';
import { ParcelFormScreen } from './form-screen.js';
import { ParcelListScreen } from './order-screen.js';
import { ParcelPayScreen } from './pay-screen.js';
import { PrivacyScreen } from './privacy-screen.js';
import { ProductInfoScreen } from './product-info-screen.js';
import { useSeaStyle } from './sea-styles.js';
import { WarehouseListScreen } from './warehouse-screen.js';

export default function SeaScreen({ route, query }: ScreenProps) {
  useSeaStyle();
  switch (route.path.slice('/sea/'.length)) {
    case 'form': return <ParcelFormScreen query={query} />;
    case 'productinfo': return <ProductInfoScreen query={query} />;
    case 'transitadress': return <WarehouseListScreen query={query} />;
    case 'adresslist': return <ParcelAddressListScreen query={query} />;
    case 'addadress': return <ParcelAddressFormScreen query={query} />;
    case 'privacy': return <PrivacyScreen />;
    case 'pay': return <ParcelPayScreen query={query} />;
    case 'details': return <ParcelDetailsScreen query={query} />;
    default: return <ParcelListScreen query={query} />;
  }
}
