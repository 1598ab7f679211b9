// The data-driven part of /index (spec §3 "Home data"), in reading order: first banner and the
// module menu, the notice bar, the first three articles, the second banner, the data1 and data2
// strips, the other articles, the third banner. The hero alone first, then one section
// per stage, as the reader comes near it (ui/use-reveal.tsx).
import { useMemo } from 'react';
import type { HomeData } from '../../contract/types/home.js';
import { useT } from '../../ui/t-context.js';
import { AdCarousel } from './ad-carousel.js';
import { ArticleBlock, splitArticles } from './article-block.js';
import { DataStrip } from './data-strip.js';
import { ModuleMenu } from './module-menu.js';
import { NoticeBar } from './notice-bar.js';

/** The sections below the hero, in reading order, as HomeContent draws them stage by stage. */
export const HOME_SECTIONS = 7;

/** `stage` (ui/use-reveal.tsx): 0 = the first screenful (the hero) alone, n = also the first n sections below. */
export function HomeContent({ data, active, stage = HOME_SECTIONS }: { data: HomeData; active: boolean; stage?: number }) {
  const t = useT();
  // The same elements from one stage to the next: Preact skips an element it drew already, so a
  // stage costs the new section only, not the banner, menu and sections above it again (each was
  // a task of 50–200 ms on a slow phone, issue "First view").
  const hero = useMemo(
    () => (
      <div className="mkt-home-hero">
        <AdCarousel block={data.ad1} active={active} eager />
        <ModuleMenu modules={data.homeModuleDataList} />
      </div>
    ),
    [data, active],
  );
  const below = useMemo(() => {
    const [firstArticles, moreArticles] = splitArticles(data.articlesDataList);
    return [
      <NoticeBar key="notice" notices={data.sysNotifyList} active={active} />,
      <ArticleBlock key="news" id="news" title={t('home.news')} items={firstArticles} more="/article/list" />,
      <div key="ad2" className="mkt-home-band">
        <AdCarousel block={data.ad2} active={active} />
      </div>,
      <DataStrip key="data1" id="data1" block={data.data1} />,
      <DataStrip key="data2" id="data2" block={data.data2} />,
      <ArticleBlock key="moreNews" id="moreNews" title={t('home.moreNews')} items={moreArticles} />,
      <div key="ad3" className="mkt-home-band">
        <AdCarousel block={data.ad3} active={active} />
      </div>,
    ];
  }, [data, active, t]);
  return (
    <>
      {hero}
      {below.slice(0, stage)}
    </>
  );
}
