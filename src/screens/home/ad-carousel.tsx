// An advert carousel of /index (spec §3 "Home data": ad1–ad3 with rollFlag and adLinksList;
// §9: autoplay every 5 s when rollFlag is 1). Scroll-snap does the swiping natively; the shown
// slide is read back from the scroll position. Autoplay stops while the page is hidden, the tab
// is in the background, the user touches, hovers or keyboard-focuses the carousel, the user
// pressed pause, or the system asks for reduced motion. Each slide follows the ad link rule.
import { useCallback, useEffect, useRef, useState } from 'react';
import { CAROUSEL_AUTOPLAY_MS } from '../../contract/constants.js';
import type { AdBlock } from '../../contract/types/home.js';
import { adLinkTarget } from '../../links/ad-link.js';
import { TargetLink } from '../../links/target-link.js';
import { useT } from '../../ui/t-context.js';
import { Img } from '../kit/img.js';
import { AD_RATIO } from './home-geometry.js';
import { Icon } from './icons.js';
import { useInteraction, usePageVisible, useReducedMotion, useTimer } from './use-motion.js';

export interface AdCarouselProps {
  block: AdBlock;
  /** False while the kept-alive home page is hidden. */
  active: boolean;
  /** The first carousel's first picture is the page's largest paint. */
  eager?: boolean;
}

export function AdCarousel({ block, active, eager = false }: AdCarouselProps) {
  const t = useT();
  const slides = block.adLinksList;
  const count = slides.length;
  const rootRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const visible = usePageVisible();
  const reduced = useReducedMotion();
  const interacting = useInteraction(rootRef);
  const canPlay = block.rollFlag === 1 && count > 1 && !reduced;
  const playing = canPlay && !paused && active && visible && !interacting;

  const goTo = useCallback(
    (i: number) => {
      const track = trackRef.current;
      setIndex(i);
      track?.scrollTo?.({ left: i * track.clientWidth, behavior: reduced ? 'auto' : 'smooth' });
    },
    [reduced],
  );

  useTimer(playing, CAROUSEL_AUTOPLAY_MS, () => goTo((index + 1) % count), index);

  // A swipe by hand: the slide nearest the scroll position becomes the current one.
  const frame = useRef(0);
  const onScroll = () => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const track = trackRef.current;
      if (!track || track.clientWidth === 0) return;
      const i = Math.round(track.scrollLeft / track.clientWidth);
      setIndex(Math.min(Math.max(i, 0), count - 1));
    });
  };
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  if (count === 0) return null;
  return (
    <section ref={rootRef} className="mkt-home-ad" aria-roledescription={t('home.carousel')} aria-label={t('home.ads')}>
      <div ref={trackRef} className="mkt-home-ad-track" onScroll={onScroll}>
        {slides.map((ad, i) => (
          <div
            key={`${i}:${ad.adImg}`}
            className="mkt-home-ad-slide"
            role="group"
            aria-roledescription={t('home.slide')}
            aria-label={t('home.slideOf', { n: i + 1, total: count })}
          >
            <TargetLink target={adLinkTarget(ad.accessAddress)} className="mkt-home-ad-link" label={t('home.ad', { n: i + 1, total: count })}>
              <Img src={ad.adImg} alt="" ratio={AD_RATIO} eager={eager && i === 0} />
            </TargetLink>
          </div>
        ))}
      </div>
      {count > 1 && (
        <span className="mkt-home-dots" aria-hidden="true">
          {slides.map((ad, i) => (
            <span key={`${i}:${ad.adImg}`} className={i === index ? 'mkt-home-dot mkt-home-dot-on' : 'mkt-home-dot'} />
          ))}
        </span>
      )}
      {canPlay && (
        <button
          type="button"
          className="mkt-home-ad-pause"
          aria-label={t(paused ? 'home.play' : 'home.pause')}
          onClick={() => setPaused((p) => !p)}
        >
          <span>
            <Icon name={paused ? 'play' : 'pause'} />
          </span>
        </button>
      )}
    </section>
  );
}
