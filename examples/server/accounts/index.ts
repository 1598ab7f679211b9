// The accounts domain (issue 3 "Accounts"): login, tokens, registration, password reset,
// verification codes and QR login, plus the session resolver of the envelope route.
import type { HandlerTable } from '../http/handler.js';
import { CODE_HANDLERS } from './code-handlers.js';
import { LOGIN_HANDLERS } from './login-handlers.js';
import { QR_HANDLERS } from './qr-handlers.js';
import { REGISTER_HANDLERS } from './register-handlers.js';

export const ACCOUNT_HANDLERS: HandlerTable = { ...LOGIN_HANDLERS, ...CODE_HANDLERS, ...REGISTER_HANDLERS, ...QR_HANDLERS };

export { ACCOUNT_SESSIONS, revokeUserSessions } from './sessions.js';
export { registerOutboxRoute } from './outbox-route.js';
export { SEED_PASSWORD, SEED_PASSWORD_HASH, SEED_USERS, SEED_USER_LIST, seedUsers, userQueueName } from './seed-users.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { verifyCode } from './verification-codes.js';
export { codeTarget } from './code-handlers.js';
export { ACCOUNT_LIMITS, RATE_RULES } from './limits.js';
