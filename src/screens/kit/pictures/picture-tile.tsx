// One picture of the pictures field: its thumbnail, its number in the listing's order, a progress
// bar while it is compressed (no measure: the worker's steps are not bytes) or uploaded (role
// progressbar with its value), retry when it failed, and remove / move earlier / move later as
// plain buttons, so reordering works with a finger, a keyboard and a screen reader alike.
import type { ReactNode } from 'react';
import { useT } from '../../../ui/t-context.js';
import type { Picture } from './pictures-state.js';

export interface PictureTileProps {
  picture: Picture;
  /** 1-based position in the grid. */
  n: number;
  count: number;
  onRetry(): void;
  onRemove(): void;
  onMove(by: -1 | 1): void;
}

const icon = (d: string): ReactNode => (
  <span>
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round"><path d={d} /></svg>
  </span>
);
const CROSS = 'M6 6l12 12M18 6L6 18';
const LEFT = 'M15 5l-7 7 7 7';
const RIGHT = 'M9 5l7 7-7 7';

export function PictureTile({ picture, n, count, onRetry, onRemove, onMove }: PictureTileProps) {
  const t = useT();
  const { status, progress } = picture;
  const busy = status === 'compressing' || status === 'uploading';
  const className = busy ? 'mkt-pics-busy' : status === 'failed' ? 'mkt-pics-failed' : undefined;
  return (
    <li className={className} data-key={picture.key} data-status={status}>
      <img src={picture.preview} alt={t('pictures.picture', { n })} decoding="async" />
      <span className="mkt-pics-n" aria-hidden="true">{n}</span>
      {status === 'compressing' && (
        <span className="mkt-pics-bar" role="progressbar" aria-label={t('pictures.compressing', { n })} data-indeterminate="">
          <span />
        </span>
      )}
      {status === 'uploading' && (
        <span className="mkt-pics-bar" role="progressbar" aria-label={t('pictures.uploading', { n })}
          aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
          <span style={{ transform: `scaleX(${progress / 100})` }} />
        </span>
      )}
      {status === 'failed' && (
        <button type="button" className="mkt-pics-retry" aria-label={t('pictures.retryPicture', { n })} onClick={onRetry}>
          {t('pictures.retry')}
        </button>
      )}
      <button type="button" className="mkt-pics-btn mkt-pics-remove" aria-label={t('pictures.remove', { n })} onClick={onRemove}>
        {icon(CROSS)}
      </button>
      {status !== 'failed' && (
        <>
          <button type="button" className="mkt-pics-btn mkt-pics-earlier" aria-label={t('pictures.moveEarlier', { n })}
            disabled={n === 1} onClick={() => onMove(-1)}>
            {icon(LEFT)}
          </button>
          <button type="button" className="mkt-pics-btn mkt-pics-later" aria-label={t('pictures.moveLater', { n })}
            disabled={n === count} onClick={() => onMove(1)}>
            {icon(RIGHT)}
          </button>
        </>
      )}
    </li>
  );
}
