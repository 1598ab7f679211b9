// wouter imports `use-sync-external-store/shim`, a CommonJS polyfill that `require`s React and
// would drag a second copy of the hook (and, in tests, real React) into the bundle. Both Preact
// (through preact/compat) and React 19 ship the hook natively, so the shim is aliased here.
export { useSyncExternalStore } from 'react';
