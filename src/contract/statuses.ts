// States of spec §4 (and the message kinds of spec §3 "Messages") as named numbers, shared by the
// app's badges/filters and the reference server. Transitions between them are not shown (spec §4).

/** Publish / order status of a listing (spec §4). */
export const PUBLISH_STATUS = {
  notPaid: 0,
  inTranslationFirst: 1,
  inTranslation: 2,
  toBeReleased: 3,
  onReviewFirst: 4,
  onReview: 5,
  reviewFailed: 6,
  published: 7,
  translationFailed: 8,
} as const;
export type PublishStatus = (typeof PUBLISH_STATUS)[keyof typeof PUBLISH_STATUS];

export const AUDIT_STATUS = { waiting: 0, failed: 1, passed: 2, notAudited: 3, inAudit: 4 } as const;
export type AuditStatus = (typeof AUDIT_STATUS)[keyof typeof AUDIT_STATUS];

/** Invalid flag: 1 invalid, 0 valid. */
export const INVALID_FLAG = { valid: 0, invalid: 1 } as const;
export type InvalidFlag = (typeof INVALID_FLAG)[keyof typeof INVALID_FLAG];

/** Authentication level of an account. */
export const AUTHENTICATION = { none: 0, personal: 1, enterprise: 2 } as const;
export type Authentication = (typeof AUTHENTICATION)[keyof typeof AUTHENTICATION];

export const COUPON_FILTER = { usable: 1, used: 2, expired: 3, all: 4 } as const;
export type CouponFilter = (typeof COUPON_FILTER)[keyof typeof COUPON_FILTER];

export const PAYMENT_STATE = { waiting: 0, success: 1, failed: 2 } as const;
export type PaymentState = (typeof PAYMENT_STATE)[keyof typeof PAYMENT_STATE];

/** Payment methods ("-like": the spec names the kind, not the provider). */
export const PAYMENT_METHOD = { alipay: 1, wechat: 2, paypal: 3, bank: 4, mobileMoney: 7, offline: 8 } as const;
export type PaymentMethod = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

/** Payment order number prefixes (spec §4); what each stands for is not shown (ours: co value-added services and goods payments, mo memberships, iko listing packages, ao air express). */
export const ORDER_PREFIXES = ['co', 'mo', 'iko', 'ao'] as const;
/** Ours: goods orders (types/goods-order.ts TradeOrder), one per seller of a checkout. */
export const TRADE_ORDER_PREFIX = 'go';
export type OrderPrefix = (typeof ORDER_PREFIXES)[number];

export const ORDER_STATE = { failed: 0, waitPay: 1, paid: 2, addCourier: 3 } as const;
export type OrderState = (typeof ORDER_STATE)[keyof typeof ORDER_STATE];

/** Trade (goods) order states "by wording" (spec §4); the numbers are ours. */
export const TRADE_ORDER_STATE = { toBePaid: 1, toBeShipped: 2, shipped: 3, completed: 4, closed: 5 } as const;
export type TradeOrderState = (typeof TRADE_ORDER_STATE)[keyof typeof TRADE_ORDER_STATE];

/**
 * Ours: a goods order moved (types/goods-order.ts TradeOrderStateEvent), on the other side's queue:
 * an open order screen updates that order and the app toasts. The same move is also a line in the
 * buyer's and seller's chat (spec §3 "Messages"), so it is kept where people read.
 */
export const TRADE_ORDER_EVENT = 'tradeOrder';

/**
 * Ours: air-express parcels (spec §2 /sea; types/air-express.ts Parcel). Their number prefix, and
 * their states, forward only: to be paid, to drop off at the warehouse, then the tracking steps the
 * operators record (received at the warehouse, departed, arrived, customs, out for delivery,
 * delivered), or closed (cancelled before drop-off, or not paid in time). The price is paid with a
 * payment order of prefix 'ao' (ORDER_PREFIXES).
 */
export const PARCEL_PREFIX = 'ae';
export const PARCEL_STATE = {
  toBePaid: 1, toDropOff: 2, received: 3, departed: 4, arrived: 5, customs: 6, outForDelivery: 7, delivered: 8, closed: 9,
} as const;
export type ParcelState = (typeof PARCEL_STATE)[keyof typeof PARCEL_STATE];
/** The tracking steps in order: each is recorded by an operator, one after the other (console parcels page). */
export const PARCEL_TRACKING = ['received', 'departed', 'arrived', 'customs', 'outForDelivery', 'delivered'] as const;
export type ParcelTrackingStep = (typeof PARCEL_TRACKING)[number];
/** The order screen's tabs (/sea/order) and the states each lists: in transit is every tracking step before delivery. */
export const PARCEL_TABS = {
  toPay: [PARCEL_STATE.toBePaid],
  toDropOff: [PARCEL_STATE.toDropOff],
  inTransit: [PARCEL_STATE.received, PARCEL_STATE.departed, PARCEL_STATE.arrived, PARCEL_STATE.customs, PARCEL_STATE.outForDelivery],
  delivered: [PARCEL_STATE.delivered],
  closed: [PARCEL_STATE.closed],
} as const satisfies Record<string, readonly ParcelState[]>;
export type ParcelTab = keyof typeof PARCEL_TABS;
/** Ours: a parcel moved (types/air-express.ts ParcelStateEvent), on the sender's queue. */
export const PARCEL_EVENT = 'parcel';

/** Translation mode of a listing (spec §1): 3 also means "original / no translation" (spec §3). */
export const TRANSLATION_TYPE = { machine: 1, human: 2, untranslated: 3 } as const;
export type TranslationType = (typeof TRANSLATION_TYPE)[keyof typeof TRANSLATION_TYPE];

/** Chat message types (spec §3 "Messages"). */
export const MESSAGE_TYPE = { text: 0, image: 1, file: 2, card: 6 } as const;
export type MessageType = (typeof MESSAGE_TYPE)[keyof typeof MESSAGE_TYPE];

/** Event kinds carried on the user queue (spec §3 "Messages"). */
export const CHAT_EVENT_KINDS = [
  'chatInfo',
  'onlineServiceList',
  'onlineService',
  'endService',
  'switchingQueue',
  'askForAResume',
  'sendResume',
] as const;
export type ChatEventKind = (typeof CHAT_EVENT_KINDS)[number];

/**
 * Ours: the kind of the copy of a sent record that goes on the SENDER's own queue, for the sender's
 * other devices and tabs. Not 'chatInfo', so it is never counted as unread; the app merges it by
 * chatMessageId (the sending device has it already from the sendMsg reply).
 */
export const CHAT_SENT_EVENT = 'chatSent';

/**
 * Ours: a recruiter answered one of the user's applications (invited or not retained, spec §2
 * recruit/resumeManage, §3 "invited to interview, not retained"). On the applicant's queue; msgData
 * is an ApplicationStateEvent (types/jobs.ts): an open myDeliver updates that row, the app toasts.
 */
export const APPLICATION_STATE_EVENT = 'applicationState';

/** Ours: why a user reports another (chat reportUser); the app words them, operators read them. */
export const CHAT_REPORT_REASONS = ['spam', 'fraud', 'harassment', 'inappropriate', 'other'] as const;
export type ChatReportReason = (typeof CHAT_REPORT_REASONS)[number];
/** The same reasons for a reported post or comment (discover reportShare): one list, one wording. */
export const REPORT_REASONS = CHAT_REPORT_REASONS;
export type ReportReason = ChatReportReason;
/**
 * Why a listing, or its publisher from the details page, is reported (issue: Beyond the spec,
 * "reasons as on Jiji"): a scam, money asked before seeing the goods, wrong category, already
 * sold, offensive, or something else. Operators read them in the same reports queue.
 */
export const LISTING_REPORT_REASONS = ['scam', 'prepayment', 'wrongCategory', 'alreadySold', 'offensive', 'other'] as const;
export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number];
/** Any reason a report may carry (console reports queue). */
export type AnyReportReason = ReportReason | ListingReportReason;

/**
 * A discover post's state (types/discover.ts): released or edited → reviewing; the review moves
 * it to published or rejected (a reason); a report decided against it → hidden (a reason). Only
 * published posts reach other users.
 */
export const SHARE_STATUS = { reviewing: 1, published: 2, rejected: 3, hidden: 4 } as const;
export type ShareStatus = (typeof SHARE_STATUS)[keyof typeof SHARE_STATUS];
/** findPage's tabs (spec §2 /discover; the issue: recommended, following, nearby country). */
export const SHARE_TABS = ['recommended', 'following', 'country'] as const;
export type ShareTab = (typeof SHARE_TABS)[number];
/** Ours: one of the caller's posts was reviewed or hidden (msgData: ShareStateEvent), on the author's queue. */
export const SHARE_EVENT = 'share';
/** Ours (issue: Beyond the spec, item 1): a saved search matched (msgData: types/alerts.ts NoticeEvent), on the user's queue. */
export const NOTICE_EVENT = 'notice';

/** Kinds whose text gets emoji codes replaced by images (spec §1). */
export const EMOJI_EVENT_KINDS: readonly ChatEventKind[] = ['chatInfo', 'onlineServiceList', 'askForAResume'];

/** Chat session types: 0 user-to-user (spec §2 "Chat start ... sessionType 0"); 1 customer service is ours. */
export const SESSION_TYPE = { user: 0, customerService: 1 } as const;
export type SessionType = (typeof SESSION_TYPE)[keyof typeof SESSION_TYPE];

/** Edit type of the focus screen (spec §3 "Other"). */
export const EDIT_TYPE = { country: 1, industry: 2 } as const;
export type EditType = (typeof EDIT_TYPE)[keyof typeof EDIT_TYPE];

/** Account types (spec §6): 2 enterprise; 1 personal and 0 not authenticated are ours. */
export const ACCOUNT_TYPE = { notAuthenticated: 0, personal: 1, enterprise: 2 } as const;
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

/** QR login states (spec §4 "scan, confirm on phone, expiry and rescan"); the numbers are ours. */
export const QR_LOGIN_STATE = { waiting: 0, scanned: 1, confirmed: 2, expired: 3 } as const;
export type QrLoginState = (typeof QR_LOGIN_STATE)[keyof typeof QR_LOGIN_STATE];

/**
 * What an account-log row records (user centre accountLogs, spec §2): stable keys the client
 * translates. The list and the keys are ours (the spec shows the screen, not its wording).
 */
export const ACCOUNT_LOG_ACTIONS = [
  'register', 'login', 'logout', 'qrLogin', 'changePassword', 'resetPassword', 'replacePhone', 'replaceEmail', 'removeDevice',
  'lockAccount', 'cancelAccount',
] as const;
export type AccountLogAction = (typeof ACCOUNT_LOG_ACTIONS)[number];
