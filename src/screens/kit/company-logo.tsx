// A company's logo, or where it has none its initials on the name's colour (kit/initials.ts): the
// company card beside a job, the company page, job rows and the owner's job rows in publish
// management. The box keeps the size its class gives the picture; no image is requested for it.
import { useStyle } from '../../ui/use-style.js';
import { Img } from './img.js';
import { initialsOf, logoColourOf } from './initials.js';
import { useKitStyle } from './kit-styles.js';

// The letters scale with the box (44 px in rows, 72 px on the company page): the box is their container.
const LOGO_CSS =
  '.mkt-logo-ph{container-type:inline-size;display:flex;align-items:center;justify-content:center;color:#fff}' +
  '.mkt-logo-ph>span{font-size:40cqi;font-weight:700;line-height:1;letter-spacing:.02em;user-select:none}';

export interface CompanyLogoProps {
  /** The logo (or the employer's avatar) path; '' for none. */
  src: string;
  /** The company's name, whose initials and colour stand in for a missing logo. */
  name: string;
  className?: string;
  eager?: boolean;
}

export function CompanyLogo({ src, name, className, eager = false }: CompanyLogoProps) {
  useKitStyle();
  useStyle('kit-company-logo', LOGO_CSS);
  const initials = initialsOf(name);
  if (src !== '' || initials === '') return <Img className={className} src={src} alt="" ratio="1" eager={eager} thumb saver="load" />;
  return (
    <span
      className={className ? `mkt-img mkt-logo-ph ${className}` : 'mkt-img mkt-logo-ph'}
      style={{ aspectRatio: '1', background: logoColourOf(name) }}
      aria-hidden="true"
      data-logo-placeholder=""
    >
      <span>{initials}</span>
    </span>
  );
}
