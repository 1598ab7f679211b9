// auditLog: the operators' actions, newest first (issue "Publishing": "an audit log of every
// operator action"); admins only (the role table, src/contract/console-api.ts).
import { consoleSchemas } from '../../../../src/contract/console-api.js';
import { parseInput } from '../../http/input.js';
import { readAudit } from '../audit.js';
import type { ConsoleHandler } from '../console-context.js';

const auditLog: ConsoleHandler<'auditLog'> = async (raw, ctx) => {
  const { pageNum, pageSize } = parseInput(consoleSchemas.auditLog, raw);
  return readAudit(ctx.db, pageNum, pageSize);
};

export const AUDIT_CALLS = { auditLog };
