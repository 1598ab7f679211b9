// Smaller copies of uploaded pictures (issue: Beyond the spec, item 4 "smaller pictures"), shared
// by kit/img.tsx and the '/uploads/' route (examples/server/pictures/small-variant.ts):
// '/uploads/<path>.png?w=320' is that picture at most 320 px wide, as WebP. Only these widths
// exist, so no URL can make the server resize a picture to a size of its choosing.
export const PICTURE_WIDTHS = [320, 480] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** List thumbnails and avatars: boxes up to 160 CSS px, sharp at 2x density. */
export const THUMB_WIDTH: PictureWidth = 320;
/** Pictures as wide as the screen (details) when the data saver is on. */
export const SAVER_WIDTH: PictureWidth = 480;

/** Pictures the server can resize: what it stores and seeds (png, jpg; spec §5). */
const RESIZABLE = /^\/uploads\/[^?#]+\.(png|jpe?g)$/i;

/** The path of the picture at `width` (0 = as stored); other paths and URLs are left alone. */
export const sizedPath = (path: string, width: number): string => (width && RESIZABLE.test(path) ? `${path}?w=${width}` : path);
