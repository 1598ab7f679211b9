// Where the seed's pictures are served from ('/uploads/seed/…', static-app.ts). Apart from the
// drawing (images.ts) because the module seeds name their pictures, and the drawing takes each
// module's colour from those seeds.
export const LISTING_IMAGE_VARIANTS = 5;
export const AVATAR_COUNT = 8;

export const SEED_URL = '/uploads/seed';
export const listingImage = (moduleKey: string, n: number) => `${SEED_URL}/listings/${moduleKey}-${(n % LISTING_IMAGE_VARIANTS) + 1}.png`;
export const avatarImage = (n: number) => `${SEED_URL}/avatars/avatar-${(n % AVATAR_COUNT) + 1}.png`;
export const adImage = (location: string, n: number) => `${SEED_URL}/ads/${location}-${n + 1}.png`;
export const iconImage = (moduleId: number) => `${SEED_URL}/icons/module-${moduleId}.png`;
/** The seeded enterprise account's papers picture (papers.ts); one folder deep, as uploads are. */
export const PAPERS_PICTURE = `${SEED_URL}/enterprise-papers.png`;
/** The papers picture of the enterprise submission the seed leaves in review (papers.ts), an upload of u-personal. */
export const REVIEW_PAPERS_PICTURE = `${SEED_URL}/review-company-papers.png`;
/** Both: uploads of a user, so one folder deep (owned-uploads.ts), unlike the catalogue's pictures. */
export const PAPERS_PICTURES: readonly string[] = [PAPERS_PICTURE, REVIEW_PAPERS_PICTURE];
