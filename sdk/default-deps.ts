// The real browser wiring of a mount: this window, the browser's import(), the bridge's
// postMessage transport and a host endpoint. Tests pass their own (createMount(deps)).
import { createEndpoint } from '../bridge/endpoint.js';
import { postMessageTransport } from '../bridge/transports/post-message.js';
import { browserImport } from './load-module.js';
import type { ModeDeps } from './modes.js';

export const READY_TIMEOUT_MS = 30_000;

export const defaultDeps = (): ModeDeps => ({
  win: window,
  importModule: browserImport,
  connect(o) {
    const transport = postMessageTransport(o);
    const endpoint = createEndpoint({ transport, role: 'host' });
    return {
      endpoint,
      close() {
        endpoint.destroy();
        transport.close();
      },
    };
  },
  readyTimeoutMs: READY_TIMEOUT_MS,
});
