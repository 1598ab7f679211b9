// The mark of a listing whose TOP boost runs, on its list card (TopMark in
// contract/types/listing-summaries.ts; issue "Payments": "listed first in its module for N days,
// marked"). Small, in front of the title, white on a deep red (6.5:1); a screen reader hears what
// it means ("promoted listing") instead of three letters. Its own few rules travel with it: the
// home page's goods cards show it too.
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';

const TOP_CSS =
  '.mkt-top{display:inline-block;margin-right:6px;padding:0 5px;border-radius:4px;background:#b3261e;color:#fff;' +
  'font-size:11px;font-weight:700;line-height:17px;letter-spacing:.04em;vertical-align:1px;white-space:nowrap}';

/** Whether a list row is marked (isTop 1); any row type. */
export const isTopRow = (item: object): boolean => (item as { isTop?: unknown }).isTop === 1;

export function TopBadge() {
  useStyle('kit-top', TOP_CSS);
  const t = useT();
  return (
    <span className="mkt-top">
      <span aria-hidden="true">{t('listScreen.top.badge')}</span>
      {/* The space parts the label from the title in what a screen reader reads. */}
      <span className="mkt-sr">{t('listScreen.top.label')} </span>
    </span>
  );
}
