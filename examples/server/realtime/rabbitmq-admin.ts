// The RabbitMQ management HTTP API, as far as granting queue credentials needs it (spec §7 "Queue"):
// one RabbitMQ user per marketplace user, a fresh password on every grant, and permissions that
// open that user's queue only. AMQP 0-9-1 cannot create users, hence HTTP.

/** What a user may do on a vhost: three regular expressions over resource names. */
export interface RabbitPermissions {
  configure: string;
  write: string;
  read: string;
}

export interface RabbitAdmin {
  /** Creates the user or replaces its password; no tags (it cannot use the management UI). */
  putUser(name: string, password: string): Promise<void>;
  setPermissions(vhost: string, user: string, permissions: RabbitPermissions): Promise<void>;
  /** Removes the user (and its permissions); a missing user is not an error. */
  deleteUser(name: string): Promise<void>;
}

/** Escapes regular-expression metacharacters, so `a.b` matches the queue `a.b` and not `axb`. */
export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The management API's default address from the AMQP URL: same host and credentials, port 15672
 * (amqplib's defaults, guest/guest, when the URL has none).
 */
export function defaultAdminUrl(amqpUrl: string): string {
  const amqp = new URL(amqpUrl);
  const admin = new URL('http://localhost:15672/');
  admin.hostname = amqp.hostname;
  admin.username = amqp.username || 'guest';
  admin.password = amqp.password || 'guest';
  return admin.toString();
}

/**
 * The API's base URL and Authorization header from a URL with credentials in it: fetch refuses such
 * URLs, so the credentials move into a Basic header.
 */
export function adminEndpoint(adminUrl: string): { base: string; authorization: string } {
  const parsed = new URL(adminUrl);
  const user = decodeURIComponent(parsed.username);
  const pass = decodeURIComponent(parsed.password);
  parsed.username = '';
  parsed.password = '';
  return { base: parsed.toString().replace(/\/+$/, ''), authorization: `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}` };
}

export function createRabbitAdmin(adminUrl: string): RabbitAdmin {
  const { base, authorization } = adminEndpoint(adminUrl);

  async function call(method: 'PUT' | 'DELETE', path: string, body?: unknown, allow404 = false): Promise<void> {
    let response: Response;
    try {
      response = await fetch(`${base}/api/${path}`, {
        method,
        headers: { authorization, 'content-type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (cause) {
      throw new Error(`RabbitMQ management API unreachable at ${base} (${method} /api/${path})`, { cause });
    }
    if (response.ok || (allow404 && response.status === 404)) {
      await response.arrayBuffer(); // release the connection
      return;
    }
    const text = await response.text().catch(() => '');
    throw new Error(`RabbitMQ management API ${method} /api/${path} answered ${response.status}: ${text.slice(0, 200)}`);
  }

  const enc = encodeURIComponent;
  return {
    putUser: (name, password) => call('PUT', `users/${enc(name)}`, { password, tags: '' }),
    setPermissions: (vhost, name, permissions) => call('PUT', `permissions/${enc(vhost)}/${enc(name)}`, permissions),
    deleteUser: (name) => call('DELETE', `users/${enc(name)}`, undefined, true),
  };
}
