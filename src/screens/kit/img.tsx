// Pictures of listings (issue 5 "Quality bars"): lazy-loaded, decoded off the main thread, inside
// a box whose size is fixed by CSS before the picture arrives (no layout shift), with a quiet
// placeholder when the picture is missing or fails. Server paths are resolved against the API
// base (AppServices.media) because the app may be embedded on another origin.
// Data saver (issue: Beyond the spec, item 4; stores/data-saver.ts): pictures come at a smaller
// width, and list pictures wait for a tap.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useServices } from '../../app/use-shell.js';
import { SAVER_WIDTH, sizedPath, THUMB_WIDTH } from '../../contract/picture-widths.js';
import { lazy, useLazy } from '../../ui/lazy.js';
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
  /** A small box (list thumbnail, avatar, ≤ 160 CSS px): the 320 px copy is enough, always. */
  thumb?: boolean;
  /** With the data saver on: 'tap' waits for a tap (list pictures), 'load' loads the small copy. */
  saver?: 'tap' | 'load';
}

/** The tap-to-show button, fetched the first time a picture waits for a tap (the initial-JS budget, .size-limit.mjs). */
const TAP = lazy(() => import('./img-tap.js').then((m) => m.ImgTap));

export function Img({ src, alt, ratio = '4/3', className, eager = false, thumb = false, saver = eager ? 'load' : 'tap' }: ImgProps) {
  useKitStyle();
  const { media, stores } = useServices();
  const saving = useStore(stores.dataSaver.effective);
  const [tapped, setTapped] = useState(false);
  const url = media(sizedPath(src, thumb ? THUMB_WIDTH : saving ? SAVER_WIDTH : 0));
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !url || failed === url;
  const wait = saving && saver === 'tap' && !tapped;
  const Tap = useLazy(TAP, wait);
  return (
    <span className={className ? `mkt-img ${className}` : 'mkt-img'} style={{ aspectRatio: ratio }}>
      {!broken && wait && Tap && <Tap onTap={() => setTapped(true)} />}
      {!broken && !wait && (
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
