// The dialog and toast hosts (spec §8: alerts, confirms, toasts) load after the first paint (size
// budget, issue 2): when the page is idle, or at once when a dialog or toast is asked for before
// that. Nothing is lost meanwhile: requests wait in the dialogs store, and the hosts show them
// as soon as they arrive.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ComponentType } from 'react';
import type { Dialogs } from './dialogs.js';
import { lazy, useLazy } from './lazy.js';

type Hosts = ComponentType<{ dialogs: Dialogs }>;

const HOSTS = lazy<Hosts>(() =>
  Promise.all([import('./dialog-host.js'), import('./toast-host.js')]).then(([d, t]) => ({ dialogs }: { dialogs: Dialogs }) => (
    <>
      <d.DialogHost dialogs={dialogs} />
      <t.ToastHost dialogs={dialogs} />
    </>
  )),
);

const IDLE_TIMEOUT_MS = 2000;

/** True once the page has been idle (or IDLE_TIMEOUT_MS passed) since mounting. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const request = (globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
    const cancel = (globalThis as { cancelIdleCallback?: (id: number) => void }).cancelIdleCallback;
    const done = () => setIdle(true);
    if (request && cancel) {
      const id = request(done, { timeout: IDLE_TIMEOUT_MS });
      return () => cancel(id);
    }
    const id = setTimeout(done, IDLE_TIMEOUT_MS);
    return () => clearTimeout(id);
  }, []);
  return idle;
}

export function LazyHosts({ dialogs }: { dialogs: Dialogs }) {
  const { dialog, toasts } = useStore(dialogs.state);
  const idle = useIdle();
  const Hosts = useLazy(HOSTS, idle || dialog !== null || toasts.length > 0);
  return Hosts ? <Hosts dialogs={dialogs} /> : null;
}
