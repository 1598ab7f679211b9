// What an upload is for (spec §2 auth and usercenter/order/remittance: identity papers and payment
// proofs are the user's, not the public's). 'public' uploads (listing pictures, avatars, feedback)
// sit under uploadsDir and are served to anyone at their path (http/static-app.ts). Private ones
// sit under privateUploadsDir, which nothing serves as it is: their owner reads them through a
// signed URL (owner-route.ts), operators through the console (console/authentication-files.ts).
// Where each kind's bytes are: stored-location.ts.

/** Private kinds: 'papers' for authentication (documents and pictures), 'proof' for remittances. */
export const PRIVATE_KINDS = ['papers', 'proof'] as const;
export type PrivateKind = (typeof PRIVATE_KINDS)[number];
/**
 * 'chat': a document sent in a chat (chat/upload.ts), private like papers but read by the
 * conversation's participants through signed URLs (chat/records.ts). Not a PrivateKind: no form
 * of uploadPrivateImg takes it.
 */
export type UploadKind = 'public' | PrivateKind | 'chat';

export const isPrivateKind = (x: unknown): x is PrivateKind => (PRIVATE_KINDS as readonly unknown[]).includes(x);
