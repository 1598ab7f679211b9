// recordContact (types/contact.ts): the reference server runs it; the app builds only valid calls.
import * as v from 'valibot';
import { CLIENT_CONTACT_EVENTS } from '../types/contact.js';
import { formObject } from './form-object.js';
import { moduleIdSchema, serviceIdSchema } from './listing-fields.js';
import { MSG } from './messages.js';

/** `byId` is the caller's module table (listing-report.ts does the same). */
export const recordContactRequestSchema = <M>(byId: (moduleId: number) => M | undefined) =>
  formObject({
    moduleId: moduleIdSchema(byId),
    serviceId: serviceIdSchema,
    event: v.picklist(CLIENT_CONTACT_EVENTS, MSG.checkWarning),
  });
