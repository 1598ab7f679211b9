// The RabbitMQ management API for test assertions and cleanup: what RabbitMQ itself says about a
// queue or a connection, not what our code believes.
import { adminEndpoint } from '../../../examples/server/realtime/rabbitmq-admin.js';

export interface RabbitHttp {
  get<T>(path: string): Promise<T>;
  /** DELETE; a missing resource is fine (cleanup). Answers the HTTP status. */
  del(path: string): Promise<number>;
}

export function rabbitHttp(apiUrl: string): RabbitHttp {
  const { base, authorization } = adminEndpoint(apiUrl);
  return {
    async get<T>(path: string) {
      const response = await fetch(`${base}/api/${path}`, { headers: { authorization } });
      if (!response.ok) throw new Error(`GET /api/${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    async del(path) {
      const response = await fetch(`${base}/api/${path}`, { method: 'DELETE', headers: { authorization } });
      await response.arrayBuffer();
      if (!response.ok && response.status !== 404) throw new Error(`DELETE /api/${path}: ${response.status}`);
      return response.status;
    },
  };
}

/** The management API's view of a queue (the fields the tests compare). */
export interface QueueInfo {
  durable: boolean;
  auto_delete: boolean;
  exclusive: boolean;
  arguments: Record<string, unknown>;
}

export interface ConnectionInfo {
  name: string;
  client_properties?: { connection_name?: string };
}
