// The Save-Data request header (issue: Beyond the spec, item 4): a browser whose user asked to
// save data sends `Save-Data: on` with every request, and navigator.connection.saveData is then
// true in the page, so the app's data saver (src/stores/data-saver.ts, 'auto') asks pictures at
// SAVER_WIDTH. The page the server writes for a first view preloads and paints the same copy,
// or the phone would fetch the cover twice.
import { SAVER_WIDTH, sizedPath } from '../../../src/contract/picture-widths.js';

export const savesData = (header: string | string[] | undefined): boolean => typeof header === 'string' && header.trim().toLowerCase() === 'on';

/** The picture a first view preloads: its smaller copy when the request says Save-Data. */
export const firstViewPicture = (path: string, saveData: boolean): string => (saveData ? sizedPath(path, SAVER_WIDTH) : path);
