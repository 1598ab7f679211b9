// Public entry of the API client (DESIGN.md §5, spec §7–8).
export { createApiClient } from './client.js';
export { envelopeCodecFrom, inlineEnvelopeCodec } from './codec.js';
export { WEBP_HEADER, buildMetaData } from './request-meta.js';
export { DEFAULT_REGENERATE_PATH } from './token-regenerator.js';
export type { MakeXhr, UploadProgress, XhrLike } from './upload-progress.js';
export type { RegeneratedTokens } from './token-regenerator.js';
export type {
  ApiClient,
  ApiClientDeps,
  CallOptions,
  ClientSession,
  EndpointLike,
  EnvelopeCodec,
  UiEffects,
  UploadOptions,
} from './types.js';
