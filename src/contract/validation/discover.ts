// Discover requests (spec §2 /discover, /common myFans, myFocus, focus; §5 "share post at least
// 20", "hashtags 5"; types/discover.ts). The share screen's form and the reference server run these
// same schemas. What needs the database (the post is published or the caller's, the listing is the
// caller's and published, the comment answered belongs to the post, sensitive words) is the
// server's (examples/server/discover).
import * as v from 'valibot';
import { IMAGE, LIMITS } from '../constants.js';
import { DISCOVER } from '../discover-limits.js';
import { REPORT_REASONS, SHARE_TABS } from '../statuses.js';
import { formObject } from './form-object.js';
import { userIdSchema } from './goods-order.js';
import { pageSchema, serviceIdSchema } from './listing-fields.js';
import { countryIdSchema } from './lookups.js';
import { MSG } from './messages.js';
import { sharePostSchema } from './text.js';
import { yesNoSchema } from './choices.js';
import { uploadPathSchema } from './usercenter.js';

/** A post id: 'sh' then digits (the server's numbering). */
export const SHARE_ID_PATTERN = /^sh[0-9]{1,18}$/;
export const shareIdSchema = v.pipe(v.string(MSG.checkWarning), v.regex(SHARE_ID_PATTERN, MSG.checkWarning));
/** A comment id: 'cm' then digits. */
export const COMMENT_ID_PATTERN = /^cm[0-9]{1,18}$/;
export const commentIdSchema = v.pipe(v.string(MSG.checkWarning), v.regex(COMMENT_ID_PATTERN, MSG.checkWarning));

/** One hashtag as typed, with or without its '#': letters, digits, underscores (DISCOVER.hashtagPattern). */
export const hashtagSchema = v.pipe(
  v.string(MSG.hashtagInvalid),
  v.trim(),
  v.transform((s) => s.replace(/^#/, '')),
  v.regex(DISCOVER.hashtagPattern, MSG.hashtagInvalid),
);

/** Up to 5 distinct hashtags (a repeat counts once). */
export const hashtagsSchema = v.pipe(
  v.array(hashtagSchema, MSG.hashtagInvalid),
  v.transform((tags) => [...new Set(tags)]),
  v.maxLength(LIMITS.hashtags, MSG.hashtagsLimit),
);

/** The post's text: at least 20 characters (spec §5), at most DISCOVER.postMax. */
export const postContentSchema = v.pipe(sharePostSchema, v.maxLength(DISCOVER.postMax, MSG.maxLength));

const linkedListingSchema = v.nullish(formObject({ moduleId: v.pipe(v.number(MSG.choose), v.integer(MSG.choose), v.minValue(1, MSG.choose)), serviceId: serviceIdSchema }), null);

/** A discover post: text, up to 6 uploaded pictures, up to 5 hashtags, optionally one own listing. */
export const shareReleaseSchema = formObject({
  content: postContentSchema,
  imgList: v.optional(v.pipe(v.array(uploadPathSchema, MSG.choose), v.maxLength(IMAGE.maxCount, MSG.imagesLimit)), []),
  hashtags: v.optional(hashtagsSchema, []),
  listing: linkedListingSchema,
});

export const shareUpdateSchema = formObject({
  shareId: shareIdSchema,
  content: postContentSchema,
  imgList: v.optional(v.pipe(v.array(uploadPathSchema, MSG.choose), v.maxLength(IMAGE.maxCount, MSG.imagesLimit)), []),
  hashtags: v.optional(hashtagsSchema, []),
  listing: linkedListingSchema,
});

export const shareRefSchema = formObject({ shareId: shareIdSchema });

/** Search words and a hashtag filter: bounded plain text ('' when absent). */
const criterion = (max: number) => v.optional(v.pipe(v.string(MSG.checkWarning), v.trim(), v.maxLength(max, MSG.maxLength)), '');

export const discoverSearchSchema = formObject({
  page: pageSchema,
  tab: v.optional(v.picklist(SHARE_TABS, MSG.choose), 'recommended'),
  areaId: v.optional(countryIdSchema),
  userId: v.optional(userIdSchema),
  hashtag: v.optional(v.pipe(v.string(MSG.hashtagInvalid), v.trim(), v.transform((s) => s.replace(/^#/, '')), v.check((s) => s === '' || DISCOVER.hashtagPattern.test(s), MSG.hashtagInvalid)), ''),
  keyWords: criterion(100),
});

export const commentListSchema = formObject({ page: pageSchema, shareId: shareIdSchema });

/** A comment: 1 to DISCOVER.commentMax characters. */
export const addCommentSchema = formObject({
  shareId: shareIdSchema,
  content: v.pipe(v.string(MSG.pleaseInput), v.trim(), v.nonEmpty(MSG.pleaseInput), v.maxLength(DISCOVER.commentMax, MSG.maxLength)),
  replyToCommentId: v.optional(commentIdSchema),
});

export const commentRefSchema = formObject({ commentId: commentIdSchema });

export const kudosSchema = formObject({ shareId: shareIdSchema, kudos: yesNoSchema });
export const shareFavoriteSchema = formObject({ shareId: shareIdSchema, favorite: yesNoSchema });
export const shareFavoritesSchema = formObject({ page: pageSchema });
export const focusUserSchema = formObject({ focusUserId: userIdSchema, focus: yesNoSchema });
export const followListSchema = formObject({ page: pageSchema, userId: v.optional(userIdSchema) });
export const suggestedUsersSchema = formObject({ page: pageSchema });
export const shareProfileSchema = formObject({ userId: userIdSchema });

export const shareReportSchema = formObject({
  shareId: shareIdSchema,
  commentId: v.optional(commentIdSchema),
  reason: v.picklist(REPORT_REASONS, MSG.choose),
  text: v.pipe(v.nullish(v.pipe(v.string(MSG.inputLimit), v.maxLength(LIMITS.freeInputMax, MSG.inputLimit))), v.transform((x) => x ?? '')),
});
