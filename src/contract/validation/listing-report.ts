// The details page's report (types/listing-report.ts): the form and the reference server run it.
import * as v from 'valibot';
import { LIMITS } from '../constants.js';
import { LISTING_REPORT_REASONS } from '../statuses.js';
import { LISTING_REPORT_ABOUT } from '../types/listing-report.js';
import { formObject } from './form-object.js';
import { moduleIdSchema, serviceIdSchema } from './listing-fields.js';
import { MSG } from './messages.js';

/** `byId` is the caller's module table (listing-requests.ts does the same). */
export const listingReportRequestSchema = <M>(byId: (moduleId: number) => M | undefined) =>
  formObject({
    moduleId: moduleIdSchema(byId),
    serviceId: serviceIdSchema,
    reason: v.picklist(LISTING_REPORT_REASONS, MSG.choose),
    text: v.pipe(v.nullish(v.pipe(v.string(MSG.inputLimit), v.maxLength(LIMITS.freeInputMax, MSG.inputLimit))), v.transform((x) => x ?? '')),
    about: v.optional(v.picklist(LISTING_REPORT_ABOUT, MSG.checkWarning), 'listing'),
  });
