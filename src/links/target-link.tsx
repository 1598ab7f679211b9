// An advert or notice as a real link (keyboard, long press, screen readers): an in-app route is a
// router link, a full URL an <a> that opens a new tab (follow-target.ts), and a target that leads
// nowhere is plain content (spec §2 "Ad link jumping").
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { LinkTarget } from './ad-link.js';
import { openExternal } from './follow-target.js';

export interface TargetLinkProps {
  target: LinkTarget;
  className?: string;
  /** Accessible name when the content is a picture. */
  label?: string;
  children: ReactNode;
}

export function TargetLink({ target, className, label, children }: TargetLinkProps) {
  if (target.kind === 'route') {
    return (
      <Link href={target.path} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'url') {
    return (
      <a
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        aria-label={label}
        onClick={(e) => {
          // window.open with 'noopener' (not the default action) so a host WebView that hooks
          // window.open can hand the URL to the system browser.
          e.preventDefault();
          openExternal(target.href);
        }}
      >
        {children}
      </a>
    );
  }
  return (
    <span className={className} role={label ? 'img' : undefined} aria-label={label}>
      {children}
    </span>
  );
}
