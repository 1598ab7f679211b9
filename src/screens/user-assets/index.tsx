// The assets chunk: the user-centre routes of the money side (spec §2 usercenter myAssets, coupon,
// exchangecode), bound by path (app/screens.ts) apart from the usercenter group's profile screens,
// so the profile chunk stays small.
import type { ScreenProps } from '../../routes/route-types.js';
import { CouponsScreen } from './coupons.js';
import { ExchangeCodeScreen } from './exchange-code.js';
import { MyAssetsScreen } from './my-assets.js';

export default function AssetsScreen({ route, query }: ScreenProps) {
  switch (route.path) {
    case '/usercenter/coupon': return <CouponsScreen query={query} />;
    case '/usercenter/exchangecode': return <ExchangeCodeScreen />;
    default: return <MyAssetsScreen />;
  }
}
