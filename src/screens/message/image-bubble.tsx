// A picture in the conversation: the thumbnail (the local picture while it uploads, with its
// progress), opening the full-screen viewer on tap.
import { useT } from '../../ui/t-context.js';

export interface ImageBubbleProps {
  /** URL ready for <img> (resolved server path or object URL). */
  src: string;
  /** Upload progress 0-100 while uploading. */
  percent?: number;
  onOpen?(): void;
}

export function ImageBubble({ src, percent, onOpen }: ImageBubbleProps) {
  const t = useT();
  const img = <img src={src} alt="" loading="lazy" decoding="async" />;
  return (
    <>
      {onOpen ? (
        <button type="button" className="mkt-bub-pic" aria-label={t('chat.image.open')} onClick={onOpen}>{img}</button>
      ) : (
        <span className="mkt-bub-pic">{img}</span>
      )}
      {percent !== undefined && (
        <span className="mkt-bub-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}
          aria-label={t('chat.status.uploading', { percent })}>
          <span style={{ width: `${percent}%` }} />
        </span>
      )}
    </>
  );
}
