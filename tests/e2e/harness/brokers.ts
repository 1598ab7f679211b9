// Which broker an e2e server runs on: the embedded one always, RabbitMQ Web-STOMP when the run has
// it (.ci/run sets AMQP_URL and STOMP_URL). The env is what startMarketServer passes to the server.

/** The RabbitMQ env for a spawned server, or null when this run has no RabbitMQ. */
export const RABBIT: Record<string, string> | null = process.env.AMQP_URL && process.env.STOMP_URL
  ? { AMQP_URL: process.env.AMQP_URL, STOMP_URL: process.env.STOMP_URL, RABBITMQ_API_URL: process.env.RABBITMQ_API_URL ?? 'http://guest:guest@127.0.0.1:15672' }
  : null;

