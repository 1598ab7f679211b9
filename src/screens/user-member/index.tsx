// The membership and value-added services chunk (spec §2 menberCenter: index, renewIndex, buyMenber
// personal and enterprise; valueAddedServices: list, details).
import type { ScreenProps } from '../../routes/route-types.js';
import { MemberCentreScreen } from './member-centre.js';
import { MemberPayScreen } from './member-pay.js';
import { VasDetailsScreen } from './vas-details.js';
import { VasListScreen } from './vas-list.js';

export default function MemberScreen({ route, query }: ScreenProps) {
  switch (route.path) {
    case '/usercenter/menberCenter/renewIndex': return <MemberCentreScreen query={query} renew />;
    case '/usercenter/menberCenter/buyMenber/personalMenberPay': return <MemberPayScreen query={query} tier="personal" />;
    case '/usercenter/menberCenter/buyMenber/entMenberPay': return <MemberPayScreen query={query} tier="enterprise" />;
    case '/usercenter/valueAddedServices/list': return <VasListScreen query={query} />;
    case '/usercenter/valueAddedServices/details': return <VasDetailsScreen query={query} />;
    default: return <MemberCentreScreen query={query} renew={false} />;
  }
}
