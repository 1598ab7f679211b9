// A post's pictures, 1 to 6 (the issue), as a grid: one wide, two or four in two columns, three,
// five or six in three. Tapping one opens the full-screen viewer at it (ui/gallery-viewer.tsx).
import { useState } from 'react';
import { useServices } from '../../app/use-shell.js';
import type { ImgRef } from '../../contract/types/common.js';
import { GalleryViewer } from '../../ui/gallery-viewer.js';
import { useT } from '../../ui/t-context.js';
import { Img } from '../kit/img.js';

/** Columns of the grid for `count` pictures. */
export const gridColumns = (count: number): number => (count <= 1 ? 1 : count === 2 || count === 4 ? 2 : 3);

export function PostPictures({ pictures, label }: { pictures: readonly ImgRef[]; label: string }) {
  const t = useT();
  const { media } = useServices();
  const [shown, setShown] = useState<number | null>(null);
  if (pictures.length === 0) return null;
  const count = Math.min(pictures.length, 6);
  const cols = gridColumns(count);
  return (
    <>
      <ul className={`mkt-dc-pics mkt-dc-pics-${cols}`} aria-label={t('feed.pictures')}>
        {pictures.slice(0, 6).map((p, i) => (
          <li key={`${p.imgPath}-${i}`}>
            <button type="button" className="mkt-dc-pic" onClick={() => setShown(i)} aria-label={t('feed.picture', { n: i + 1, count })}>
              <Img src={p.imgPath} alt="" ratio={cols === 1 ? '4/3' : '1'} thumb={cols > 1} />
            </button>
          </li>
        ))}
      </ul>
      {shown !== null && (
        <GalleryViewer images={pictures.slice(0, 6).map((p) => media(p.imgPath))} start={shown} label={label} onClose={() => setShown(null)} />
      )}
    </>
  );
}
