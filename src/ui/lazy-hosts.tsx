// The dialog and toast hosts (spec §8: alerts, confirms, toasts) load after the first paint (size
// budget, issue 2): when the page is idle, or at once when a dialog or toast is asked for before
// that. Nothing is lost meanwhile: requests wait in the dialogs store, and the hosts show them
// as soon as they arrive.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ComponentType } from 'react';
import type { Dialogs } from './dialogs.js';

type Hosts = ComponentType<{ dialogs: Dialogs }>;

let loading: Promise<Hosts> | null = null;
let loaded: Hosts | null = null;

function loadHosts(): Promise<Hosts> {
  loading ??= Promise.all([import('./dialog-host.js'), import('./toast-host.js')]).then(([d, t]) => {
    const Both: Hosts = ({ dialogs }) => (
      <>
        <d.DialogHost dialogs={dialogs} />
        <t.ToastHost dialogs={dialogs} />
      </>
    );
    loaded = Both;
    return Both;
  });
  // A failed download is tried again by the next request.
  loading.catch(() => (loading = null));
  return loading;
}

const IDLE_TIMEOUT_MS = 2000;

export function LazyHosts({ dialogs }: { dialogs: Dialogs }) {
  const { dialog, toasts } = useStore(dialogs.state);
  const wanted = dialog !== null || toasts.length > 0;
  const [Hosts, setHosts] = useState<Hosts | null>(() => loaded);

  useEffect(() => {
    if (Hosts) return;
    let live = true;
    const load = () => void loadHosts().then((h) => live && setHosts(() => h), () => undefined);
    if (wanted) {
      load();
      return () => {
        live = false;
      };
    }
    const idle = (globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
    const cancelIdle = (globalThis as { cancelIdleCallback?: (id: number) => void }).cancelIdleCallback;
    const id = idle ? idle(load, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(load, IDLE_TIMEOUT_MS);
    return () => {
      live = false;
      if (idle && cancelIdle) cancelIdle(id as number);
      else clearTimeout(id as ReturnType<typeof setTimeout>);
    };
  }, [wanted, Hosts]);

  return Hosts ? <Hosts dialogs={dialogs} /> : null;
}
