// The listing's pictures (spec §2 "image gallery with full-screen preview"): a grid of thumbnails,
// each a button opening the viewer on that picture.
import { useId } from 'react';
import { useT } from '../../ui/t-context.js';
import { Img } from '../kit/img.js';

export function Gallery({ images, onOpen }: { images: readonly string[]; onOpen(index: number): void }) {
  const t = useT();
  const headingId = useId();
  if (images.length === 0) return null;
  return (
    <section className="mkt-dt-sec" aria-labelledby={headingId}>
      <h2 id={headingId} className="mkt-dt-h2">{t('details.photos')}</h2>
      <ul className="mkt-dt-gallery">
        {images.map((src, i) => (
          <li key={`${i}:${src}`}>
            <button
              type="button"
              className="mkt-dt-thumb"
              aria-label={t('details.viewer.open', { index: i + 1, count: images.length })}
              onClick={() => onOpen(i)}
            >
              <Img src={src} alt="" ratio="1" thumb saver="load" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
