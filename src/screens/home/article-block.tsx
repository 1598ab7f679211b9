// Article blocks of /index (spec §3 "articlesDataList (first three in one block, the rest in
// another)"). A row opens /article/details with serviceId, esInfoId and title (spec §2).
import { Link } from 'wouter';
import type { ArticleSummary } from '../../contract/types/home.js';
import { IDENTITIES } from '../../modules/identities.js';
import { useT } from '../../ui/t-context.js';
import { Img } from '../kit/img.js';
import { detailsHref } from '../kit/links.js';
import { useLanguage } from '../kit/price.js';
import { releaseTime } from './release-time.js';
import { SectionHead } from './section-head.js';

/** Spec §3: the first three articles form the first block. */
export const FIRST_ARTICLES = 3;

export function splitArticles<T>(list: readonly T[]): [T[], T[]] {
  return [list.slice(0, FIRST_ARTICLES), list.slice(FIRST_ARTICLES)];
}

export interface ArticleBlockProps {
  id: string;
  title: string;
  items: readonly ArticleSummary[];
  more?: string;
}

export function ArticleBlock({ id, title, items, more }: ArticleBlockProps) {
  const t = useT();
  const lang = useLanguage();
  if (items.length === 0) return null;
  const headId = `mkt-home-${id}`;
  return (
    <section className="mkt-home-sec" aria-labelledby={headId} data-block={id}>
      <SectionHead id={headId} title={title} more={more} />
      <ul className="mkt-home-arts">
        {items.map((a) => (
          <li key={a.articlesId}>
            <Link href={detailsHref(IDENTITIES.article, a)} className="mkt-home-art">
              <span className="mkt-home-art-body">
                <span className="mkt-home-art-title">
                  {a.stickyTop === 1 && <span className="mkt-home-pin">{t('home.pinned')}</span>}
                  {a.title}
                </span>
                <span className="mkt-meta">
                  {a.infoSourceName && <span className="mkt-home-art-src">{a.infoSourceName}</span>}
                  <time dateTime={a.releaseTime}>{releaseTime(a.releaseTime, lang)}</time>
                </span>
              </span>
              <Img src={a.coverImg} alt="" ratio="4/3" className="mkt-home-art-pic" thumb />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
