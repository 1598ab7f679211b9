// Customer service (spec §1 "chat with ... customer service (human or robot)", §3 event kinds,
// §6 "Customer service: human and robot", §7 chat API; types/customer-service.ts): the user's
// calls. One file per idea: rows and status (sessions.ts), moves (states.ts), records (store.ts),
// the queue (queue.ts), queue events (publish.ts), the robot (robot.ts, robot-index.ts,
// robot-terms.ts, texts.ts, robot-avatar.ts), notices from the platform (notice.ts). The
// operators' desk is examples/server/console/calls/service-calls.ts.
import type { HandlerTable } from '../../http/handler.js';
import { getChatRobotInfo, getChatSessionList } from './list.js';
import { customerSendMsg } from './send.js';
import { endCustomerService, getCustomerServiceStatus, rateCustomerService, requestServiceAgent } from './user-calls.js';

export const SERVICE_HANDLERS = {
  customerSendMsg, getCustomerServiceStatus, requestServiceAgent, endCustomerService, rateCustomerService, getChatSessionList, getChatRobotInfo,
} as HandlerTable;
