// What several server instances must share (README "Deployment"): every piece of state a request
// may leave behind for the next one, which the load balancer may send to another instance. Sessions,
// rate limits, QR logins, verification codes and the login guard are rows of the database; queue
// grants are RabbitMQ users; the reply cache's entries and version are in Redis. Three set-ups keep
// such state inside one process instead, and WORKERS > 1 is refused with them (config.ts).
// Declared as data, one row per part, so the refusal and the README table say the same thing.

/** The settings the check reads (a subset of ServerConfig; config.ts imports this file). */
export interface SharedSetup {
  databaseUrl: string | undefined;
  amqpUrl: string | undefined;
  stompUrl: string | undefined;
  replyCache: 'memory' | 'redis' | 'off';
}

interface SharedPart {
  /** True when this part lives outside the process. */
  shared(setup: SharedSetup): boolean;
  /** What to set, and why, when it does not. */
  fix: string;
}

const PARTS: readonly SharedPart[] = [
  {
    shared: (s) => s.databaseUrl !== undefined,
    fix: 'Set DATABASE_URL: the embedded PGlite database is opened by one process only.',
  },
  {
    // main.ts uses RabbitMQ only when both are set; otherwise the embedded broker, whose queues and
    // grants are in the memory of the process that issued them.
    shared: (s) => s.amqpUrl !== undefined && s.stompUrl !== undefined,
    fix: 'Set AMQP_URL and STOMP_URL: the embedded STOMP broker keeps its queues and credentials in one process.',
  },
  {
    shared: (s) => s.replyCache !== 'memory',
    fix: 'Set REDIS_URL (or REPLY_CACHE=off): a reply cache in memory would keep serving a listing another worker has just edited.',
  },
];

/** What stops several instances from behaving as one; empty when the set-up can be shared. */
export const unsharedParts = (setup: SharedSetup): string[] => PARTS.filter((p) => !p.shared(setup)).map((p) => p.fix);
