// The bridge's public entry (DESIGN.md §6): the app, the SDK and the native
// harness import from here. Names are exported one by one (DESIGN.md §7: no `export *`).
export { NS, VERSION, MIN_VERSION, MAX_MESSAGE_BYTES, KINDS, ROLES } from './protocol.js';
export type {
  Envelope, EnvelopeOf, Kind, Role, HelloMessage, RequestMessage, ResponseMessage, EventMessage, AckMessage,
} from './protocol.js';
export { parseEnvelope, encodeEnvelope, fitsLimit } from './codec.js';
export { negotiateVersion } from './handshake.js';
export { ERROR_CODES, BridgeCallError, isErrorCode, toBridgeError } from './errors.js';
export type { BridgeError, ErrorCode } from './errors.js';
export { createIdSource } from './ids.js';
export type { IdSource } from './ids.js';
export { createSinks, encodeOrThrow } from './transport.js';
export type { Transport, Sinks } from './transport.js';
export { createEndpoint, DEFAULT_TIMEOUT_MS, DEFAULT_LONG_TIMEOUT_MS } from './endpoint.js';
export type { BridgeEndpoint, EndpointOptions, CallOptions, MethodHandler, MethodTable } from './endpoint.js';
export { postMessageTransport, isExactOrigin } from './transports/post-message.js';
export type { PostMessageTransportOptions } from './transports/post-message.js';
export { memoryTransportPair } from './transports/memory.js';
export { nativeTransport, noneTransport, NATIVE_TARGETS } from './transports/native.js';
export type { NativeKind, NativePostTarget } from './transports/native.js';
export { installNativeEntry, attachNativeSink } from './transports/native-entry.js';
export type { NativeEntry } from './transports/native-entry.js';
export { detectNativeKind, detectNativeTransport, DETECT_ORDER } from './detect.js';
export {
  PAGE_TYPES, NATIVE_METHODS, LONG_METHODS, HOST_METHODS, APP_EVENTS, NATIVE_EVENTS, LANGUAGES,
} from './methods.js';
export type {
  PageType, JumpParams, NativeMetadata, PhotoResult, ShareParams, OpenExternalParams, NotifyParams, Language,
  NativeMethodMap, NativeMethod, NativeParams, NativeResult, NativeHandlers,
  HostMethodMap, HostMethod, HostParams, HostResult, HostHandlers,
  AppEventMap, AppEvent, NativeEventMap, NativeEvent,
} from './methods.js';
export { PARAM_CHECKS } from './param-checks.js';
export type { ParamCheck } from './param-checks.js';
export { JUMP_ROUTES, MODULE_ROUTE_BASES, jumpRoute, moduleBase } from './jump-routes.js';
export type { JumpRouteBuilder } from './jump-routes.js';
export { createWebFallbacks } from './fallbacks.js';
export type { WebFallbackOptions, WebFallbacks } from './fallbacks.js';
export { pickFile } from './file-input.js';
export type { PickFileOptions } from './file-input.js';
export { createNativeClient } from './native-client.js';
export type { NativeClient, NativeClientOptions } from './native-client.js';
export { installNativeHarness } from './native-harness.js';
export type { NativeHarnessOptions } from './native-harness.js';
