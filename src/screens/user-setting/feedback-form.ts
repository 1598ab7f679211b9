// The feedback form as the screen holds it: every value a string, the pictures as uploaded paths
// joined by PATHS_SEPARATOR (what PicturesField writes). It is checked with the contract's
// feedbackFormSchema (spec §5: text required, at most 250; §9 at most 6 pictures; contacts at most
// 250) after the paths are split, so the app and the server apply one rule set.
import * as v from 'valibot';
import { splitPaths } from '../../contract/validation/authentication.js';
import { feedbackFormSchema } from '../../contract/validation/usercenter.js';

export type FeedbackValues = { content: string; imgList: string; contacts: string };

export const EMPTY_FEEDBACK: FeedbackValues = { content: '', imgList: '', contacts: '' };

export const feedbackFieldsSchema = v.pipe(
  v.custom<FeedbackValues>((x) => typeof x === 'object' && x !== null),
  v.transform((f: FeedbackValues): Record<string, unknown> => ({ ...f, imgList: splitPaths(f.imgList) })),
  feedbackFormSchema,
);

export type CheckedFeedback = v.InferOutput<typeof feedbackFieldsSchema>;
