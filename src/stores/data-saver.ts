// Data saver (issue: Beyond the spec, item 4): the user's choice, kept per app instance like the
// language, and whether it is in effect now. 'auto' follows the browser: the Save-Data preference
// (navigator.connection.saveData) or a 2G connection (effectiveType 'slow-2g' | '2g'), re-read on
// the connection's `change` event. Browsers without the Network Information API (Safari, Firefox)
// never ask, so 'auto' is off there.
import { atom, computed, type ReadableAtom } from 'nanostores';
import { persistentAtom, type Codec, type PersistentAtom } from './persistent-atom.js';
import type { PrefixedStorage } from './storage.js';

export const DATA_SAVER_CHOICES = ['auto', 'on', 'off'] as const;
export type DataSaverChoice = (typeof DATA_SAVER_CHOICES)[number];

/** The part of NetworkInformation we read (not in TypeScript's DOM typings). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
  addEventListener?(type: 'change', listener: () => void): void;
  removeEventListener?(type: 'change', listener: () => void): void;
}

/** Whether the connection asks to save data: Save-Data on, or 2G / slow 2G ('3g', '4g' do not end in 2g). */
export const connectionAsks = (c: ConnectionInfo | undefined): boolean => c?.saveData === true || /2g$/.test(c?.effectiveType ?? '');

/** The rule: 'on' always, 'off' never, 'auto' when the connection asks. */
export const dataSaverOn = (choice: DataSaverChoice, asked: boolean): boolean => choice === 'on' || (choice === 'auto' && asked);

const choiceCodec: Codec<DataSaverChoice> = {
  encode: (v) => v,
  decode: (raw) => DATA_SAVER_CHOICES.find((c) => c === raw),
};

export interface DataSaverStore {
  choice: PersistentAtom<DataSaverChoice>;
  /** The connection asks for it (the settings row says so next to "Automatic"). */
  asked: ReadableAtom<boolean>;
  /** In effect: lists show pictures on tap, pictures come smaller, nothing is fetched ahead. */
  effective: ReadableAtom<boolean>;
  dispose(): void;
}

const browserConnection = (): ConnectionInfo | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as { connection?: ConnectionInfo }).connection;

export function createDataSaverStore(storage: PrefixedStorage, connection = browserConnection()): DataSaverStore {
  const choice = persistentAtom<DataSaverChoice>(storage, 'dataSaver', 'auto', choiceCodec);
  const asked = atom(connectionAsks(connection));
  const update = () => asked.set(connectionAsks(connection));
  connection?.addEventListener?.('change', update);
  return {
    choice,
    asked,
    effective: computed([choice, asked], dataSaverOn),
    dispose() {
      connection?.removeEventListener?.('change', update);
      choice.unwatch();
    },
  };
}
