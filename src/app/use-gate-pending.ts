// Whether the publish quota check (publish-gate.ts) is running for `href`: the entry that leads
// there shows it is waiting (spec §4 "The tab bar blocks publish routes until the check passes").
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useShell } from './use-shell.js';

const NONE = atom('');

export function useGatePending(href: string): boolean {
  const pending = useStore(useShell().gate?.pending ?? NONE);
  return pending !== '' && pending === href;
}
