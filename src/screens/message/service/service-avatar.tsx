// The face of customer service: the robot's (or the session's) picture when there is one, else a
// headset drawn here, so the pinned row and the header never show an empty grey circle.
import { Img } from '../../kit/img.js';

export function ServiceAvatar({ src, className }: { src: string; className: string }) {
  return (
    <span className={className} aria-hidden="true">
      {src
        ? <Img src={src} alt="" ratio="1" thumb saver="load" />
        : (
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1.5-2 2.5-5 2.5" />
          </svg>
        )}
    </span>
  );
}
