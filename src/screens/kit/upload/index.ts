// Upload fields shared by forms (authentication, feedback, profile photo): the file rules, picture
// preparation (compression above 2 MB) and the picture grid.
export { acceptOf, checkFile, DOCUMENT_RULE, extensionOf, formatMegabytes, PICTURE_RULE } from './file-checks.js';
export type { FileProblem } from './file-checks.js';
export { PicturesField } from './pictures-field.js';
export type { PicturesFieldProps } from './pictures-field.js';
export { useFileProblemText } from './use-file-problem.js';
export { usePreparePicture } from './use-prepare-picture.js';
export type { PreparedPicture } from './use-prepare-picture.js';
