// One stroke icon of entries.ts ICONS, or the row chevron.
import { ICONS, type IconName } from './entries.js';

export const Icon = ({ name, className = 'mkt-uc-icon' }: { name: IconName | 'chevron'; className?: string }) => (
  <svg className={className} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    <path d={name === 'chevron' ? 'M9 6l6 6-6 6' : ICONS[name]} />
  </svg>
);
