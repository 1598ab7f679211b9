// The data saver's stand-in for a list picture (issue: Beyond the spec, item 4; img.tsx): an image
// icon and « Touchez pour afficher la photo » over the whole picture box (at least 44 px high).
// Loaded only when the data saver is on, so the first paint without it pays nothing.
// Not a <button>: list pictures sit inside a row's link (or a post's picture button), and a control
// inside a control is invalid and confuses screen readers (axe nested-interactive). The stand-in is
// a tap surface for the eye only (aria-hidden); keyboard and screen-reader users open the listing,
// whose details load their pictures.
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';

// In boxes too narrow for the words the icon alone shows.
// #52525b on the placeholder grey (#e9e9ee): 6.3:1.
const CSS =
  '.mkt-img-tap{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;min-height:44px;padding:4px;border:0;background:none;color:#52525b;font:inherit;font-size:12px;line-height:1.25;text-align:center;cursor:pointer;container-type:inline-size}' +
  '.mkt-img-tap svg{flex:none;width:24px;height:24px;fill:none;stroke:currentColor;stroke-width:1.6;stroke-linejoin:round}' +
  '@container (max-width:96px){.mkt-img-tap span{display:none}}';

export function ImgTap({ onTap }: { onTap(): void }) {
  useStyle('img-tap', CSS);
  const t = useT();
  return (
    <span
      className="mkt-img-tap"
      aria-hidden="true"
      // Inside a row's link: the tap shows the picture and does not open the listing.
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        onTap();
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M4 5h16v14H4zM4 15l4.5-4.5 4 4 2.5-2.5 5 5M15.5 9.5h.01" /></svg>
      <span>{t('dataSaver.tap')}</span>
    </span>
  );
}
