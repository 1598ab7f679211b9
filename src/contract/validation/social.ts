// Profile and chat rules (spec §5: nickname 3-32, message body not empty, followed
// countries/categories at most 5). Discover's are validation/discover.ts.
import * as v from 'valibot';
import { MESSAGE_TYPE } from '../statuses.js';
import { followedCategoriesSchema, followedCountriesSchema } from './choices.js';
import { crossRule, formObject } from './form-object.js';
import { MSG } from './messages.js';
import { nicknameSchema } from './text.js';

/** Profile completion / personal information: nickname when given. */
export const profileSchema = formObject({ petName: v.optional(nicknameSchema) });

/** A chat message: text messages need a non-empty body; image/file/card carry a path or JSON. */
export const sendMessageSchema = v.pipe(
  formObject({
    type: v.picklist(Object.values(MESSAGE_TYPE), MSG.checkWarning),
    content: v.string(MSG.messageEmpty),
  }),
  crossRule((value) =>
    typeof value.content === 'string' && value.content.trim() === '' ? { field: 'content', key: MSG.messageEmpty } : null,
  ),
);

/** Followed countries (spec §5): not empty, at most 5 besides the registered one. */
export const focusCountrySchema = (registeredAreaId?: string) => formObject({ areaIds: followedCountriesSchema(registeredAreaId) });

/** Followed categories: at most 5. */
export const focusIndustrySchema = formObject({ industryIds: followedCategoriesSchema });
