// Pictures of listings (issue 5 "Quality bars"): lazy-loaded, decoded off the main thread, inside
// a box whose size is fixed by CSS before the picture arrives (no layout shift), with a quiet
// placeholder when the picture is missing or fails. Server paths are resolved against the API
// base (AppServices.media) because the app may be embedded on another origin.
import { useState } from 'react';
import { useServices } from '../../app/use-shell.js';
import { useKitStyle } from './kit-styles.js';

export interface ImgProps {
  /** Server path ('/uploads/…') or absolute URL; '' shows the placeholder. */
  src: string;
  /** '' for decorative pictures (the title next to it says what it is). */
  alt: string;
  /** Box shape: CSS aspect ratio, e.g. '4/3', '1' (square), '16/9'. */
  ratio?: string;
  className?: string;
  /** The first screenful's main picture (LCP): load it at once and with high priority. */
  eager?: boolean;
}

export function Img({ src, alt, ratio = '4/3', className, eager = false }: ImgProps) {
  useKitStyle();
  const { media } = useServices();
  const url = media(src);
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !url || failed === url;
  return (
    <span className={className ? `mkt-img ${className}` : 'mkt-img'} style={{ aspectRatio: ratio }}>
      {!broken && (
        <img
          src={url}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          // Not in Preact's typings yet; Chromium reads it (LCP of details and home carousels).
          {...({ fetchpriority: eager ? 'high' : 'auto' } as Record<string, string>)}
          onError={() => setFailed(url)}
        />
      )}
    </span>
  );
}
