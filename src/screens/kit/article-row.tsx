// One article in a list (spec §2 /article list, §3 "Article"): title, source name and release
// time, with the cover beside the text, or three pictures under the title when the article has
// three or more cover images. `sticky` shows the "top" marker of pinned articles (spec §2: "pinned
// items show a top marker unless a tag is chosen" — the list decides, the recommended list never).
// Used by the article list, the recommended list on details and the saved lists.
import { Link } from 'wouter';
import type { LanguageCode } from '../../contract/envelope.js';
import { mediumDate } from '../../i18n/format-calendar.js';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';
import { Img } from './img.js';
import { useKitStyle } from './kit-styles.js';
import { detailsHref } from './links.js';
import type { Summary } from './listing-row.js';
import { useLanguage } from './price.js';

// Kept next to the row until the lead folds it into kit-styles.ts.
const ARTICLE_ROW_CSS =
  '.mkt-article-pics{display:grid;grid-template-columns:repeat(3,1fr);gap:4px}' +
  '.mkt-article-pics .mkt-img{border-radius:6px}' +
  '.mkt-article-top{flex:none;padding:0 6px;border-radius:4px;background:#fdecea;color:#c5221f;font-size:12px;font-weight:600;line-height:18px}' +
  '.mkt-article .mkt-meta span{overflow-wrap:anywhere}' +
  '.mkt-article .mkt-row-title{-webkit-line-clamp:3}' +
  '.mkt-article:not(.mkt-article-three) .mkt-row-body{justify-content:space-between}' +
  '.mkt-article-three .mkt-row-body{gap:8px}' +
  // The cover keeps its 4:3 box when the text beside it runs long (no stretching by the row).
  '.mkt-article>.mkt-row-pic{align-self:flex-start}';

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const pictures = (v: unknown): string[] => (Array.isArray(v) ? v.filter((p): p is string => typeof p === 'string' && p !== '') : []);

/** Three or more cover images give the three-image layout (spec §2). */
export const THREE_IMAGES = 3;

export function ArticleRow({ module, item, sticky = false, eager = false }: { module: ListingModule; item: Summary; sticky?: boolean; eager?: boolean }) {
  useKitStyle();
  useStyle('kit-article-row', ARTICLE_ROW_CSS);
  const t = useT();
  const lang = useLanguage();
  const covers = pictures(item.coverImages);
  const three = covers.length >= THREE_IMAGES;
  const cover = str(item.coverImg) || covers[0] || '';
  const time = mediumDate(str(item.releaseTime), lang);
  const source = str(item.infoSourceName);
  const meta = (
    <span className="mkt-meta">
      {sticky && <span className="mkt-article-top">{t('listScreen.article.top')}</span>}
      {source && <span>{source}</span>}
      {time && <time dateTime={str(item.releaseTime)}>{time}</time>}
    </span>
  );
  return (
    <Link className={three ? 'mkt-row mkt-article mkt-article-three' : 'mkt-row mkt-article'} href={detailsHref(module, item)}>
      <span className="mkt-row-body">
        <span className="mkt-row-title">{str(item.title)}</span>
        {three && (
          <span className="mkt-article-pics">
            {covers.slice(0, THREE_IMAGES).map((src, i) => (
              <Img key={i} src={src} alt="" eager={eager && i === 0} thumb saver="tap" />
            ))}
          </span>
        )}
        {meta}
      </span>
      {!three && cover && <Img className="mkt-row-pic" src={cover} alt="" eager={eager} thumb saver="tap" />}
    </Link>
  );
}
