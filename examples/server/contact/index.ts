// The contact calls (issue: Beyond the spec; src/contract/endpoints/contact.ts), in one table for handlers.ts.
import type { HandlerTable } from '../http/handler.js';
import { recordContact } from './record-contact.js';

export const CONTACT_HANDLERS: HandlerTable = {
  recordContact: recordContact as HandlerTable['recordContact'],
};
