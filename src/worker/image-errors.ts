// Coded errors of picture handling (spec §5 "Images", §8 messages "Compression failed").
// Plain data (CodedError), so they cross the worker boundary by structured clone.
//
// Codes are ours — spec §8 names none for these:
//   4415  the file is not a jpg, png or jpeg picture (HTTP 415 "unsupported media type" style)
//   5003  the picture could not be compressed (next to 5002 "system error")
import type { CodedError } from '../contract/result.js';

export const IMAGE_ERROR_CODE = {
  FILE_TYPE: 4415,
  COMPRESSION_FAILED: 5003,
} as const;

export const fileTypeError = (detail: string): CodedError => ({
  code: IMAGE_ERROR_CODE.FILE_TYPE,
  message: 'Only jpg, png and jpeg pictures are allowed',
  key: 'errors.fileType',
  detail,
});

export const compressionFailed = (detail: string): CodedError => ({
  code: IMAGE_ERROR_CODE.COMPRESSION_FAILED,
  message: 'Compression failed',
  key: 'errors.compressionFailed',
  detail,
});
