// Following a LinkTarget (ad-link.ts): routes go through the shell's router (so the app's own
// location mode is kept when embedded); full URLs open in a new tab without handing our window to
// the opened page (spec §2 "A value starting with http opens as a full URL").
import { useCallback } from 'react';
import { useShell } from '../app/use-shell.js';
import type { LinkTarget } from './ad-link.js';

export function openExternal(href: string): void {
  window.open(href, '_blank', 'noopener');
}

export function useFollowTarget(): (target: LinkTarget) => void {
  const { navigate } = useShell();
  return useCallback(
    (target: LinkTarget) => {
      if (target.kind === 'route') navigate(target.path);
      else if (target.kind === 'url') openExternal(target.href);
    },
    [navigate],
  );
}
