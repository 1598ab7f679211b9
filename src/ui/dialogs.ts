// Alert / confirm / toast as a small store (spec §8: alerts, confirm dialogs with or without cancel,
// toasts). Promise-returning so the API client can await the user's answer (UiEffects).
import { atom, type ReadableAtom } from 'nanostores';

export type DialogKind = 'alert' | 'confirm';

export interface OpenDialog {
  id: number;
  kind: DialogKind;
  message: string;
  /** Confirm only: whether a cancel button (and Escape / backdrop) is offered. */
  cancel: boolean;
}

export interface Toast {
  id: number;
  message: string;
  ms: number;
  /** What a tap does besides dismissing it (a saved-search alert opens the listing). */
  onTap?: (() => void) | undefined;
}

export interface DialogState {
  /** The dialog on screen; others wait in order. */
  dialog: OpenDialog | null;
  /** Toasts in order; the host shows the first and dismisses it after `ms`. */
  toasts: readonly Toast[];
}

export interface Dialogs {
  alert(message: string): Promise<void>;
  confirm(message: string, options?: { cancel?: boolean }): Promise<boolean>;
  toast(message: string, ms?: number, onTap?: () => void): void;
  /** Called by DialogHost with the user's answer to the open dialog. */
  answer(id: number, ok: boolean): void;
  /** Called by ToastHost when a toast has been shown long enough (or tapped). */
  dismissToast(id: number): void;
  /** Settles every pending dialog as cancelled and drops toasts (used on unmount). */
  clear(): void;
  state: ReadableAtom<DialogState>;
}

export const TOAST_MS = 2500;

export function createDialogs(): Dialogs {
  const state = atom<DialogState>({ dialog: null, toasts: [] });
  const queue: OpenDialog[] = [];
  const settle = new Map<number, (ok: boolean) => void>();
  let nextId = 1;

  const show = () => state.set({ ...state.get(), dialog: queue[0] ?? null });

  function open(kind: DialogKind, message: string, cancel: boolean): Promise<boolean> {
    const id = nextId++;
    return new Promise<boolean>((resolve) => {
      settle.set(id, resolve);
      queue.push({ id, kind, message, cancel });
      if (queue.length === 1) show();
    });
  }

  return {
    state,
    alert: (message) => open('alert', message, false).then(() => undefined),
    confirm: (message, options) => open('confirm', message, options?.cancel ?? true),
    toast(message, ms = TOAST_MS, onTap) {
      const s = state.get();
      // The same message twice in the queue is noise (e.g. several calls failing at once).
      if (s.toasts.some((t) => t.message === message)) return;
      state.set({ ...s, toasts: [...s.toasts, { id: nextId++, message, ms, onTap }] });
    },
    answer(id, ok) {
      const index = queue.findIndex((d) => d.id === id);
      if (index < 0) return;
      const [d] = queue.splice(index, 1);
      // A confirm without cancel can only be confirmed (spec §8 codes 4029/4030/4033).
      settle.get(id)?.(ok || !d?.cancel);
      settle.delete(id);
      show();
    },
    dismissToast(id) {
      const s = state.get();
      state.set({ ...s, toasts: s.toasts.filter((t) => t.id !== id) });
    },
    clear() {
      queue.length = 0;
      settle.forEach((resolve) => resolve(false));
      settle.clear();
      state.set({ dialog: null, toasts: [] });
    },
  };
}
