// The operator console on the reference server (DESIGN.md §1): its API (console-route.ts), the
// authentication papers its reviewers open (authentication-files.ts) and its pages (console-pages.ts).
import type { FastifyInstance } from 'fastify';
import { registerAuthenticationFiles } from './authentication-files.js';
import { registerConsoleApi, type ConsoleDeps } from './console-route.js';
import { registerConsolePages } from './console-pages.js';

export { seedDevOperator, DEV_OPERATOR, createOperator } from './operators.js';

export async function registerConsole(app: FastifyInstance, deps: ConsoleDeps & { consoleDir: string }): Promise<void> {
  await registerConsoleApi(app, deps);
  await registerAuthenticationFiles(app, deps);
  await registerConsolePages(app, deps.consoleDir);
}
