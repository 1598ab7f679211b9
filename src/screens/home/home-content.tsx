// The data-driven part of /index (spec §3 "Home data"), in reading order: first banner and the
// module menu, the notice bar, the first three articles, the second banner, the data1 and data2
// strips, the other articles, the third banner. The hero alone first, the rest a task later
// (use-later.ts).
import type { HomeData } from '../../contract/types/home.js';
import { useT } from '../../ui/t-context.js';
import { AdCarousel } from './ad-carousel.js';
import { ArticleBlock, splitArticles } from './article-block.js';
import { DataStrip } from './data-strip.js';
import { ModuleMenu } from './module-menu.js';
import { NoticeBar } from './notice-bar.js';

/** `below` false: only the first screenful (the hero), for the first paint (use-later.ts). */
export function HomeContent({ data, active, below = true }: { data: HomeData; active: boolean; below?: boolean }) {
  const t = useT();
  const [firstArticles, moreArticles] = splitArticles(data.articlesDataList);
  return (
    <>
      <div className="mkt-home-hero">
        <AdCarousel block={data.ad1} active={active} eager />
        <ModuleMenu modules={data.homeModuleDataList} />
      </div>
      {below && (
        <>
          <NoticeBar notices={data.sysNotifyList} active={active} />
          <ArticleBlock id="news" title={t('home.news')} items={firstArticles} more="/article/list" />
          <div className="mkt-home-band">
            <AdCarousel block={data.ad2} active={active} />
          </div>
          <DataStrip id="data1" block={data.data1} />
          <DataStrip id="data2" block={data.data2} />
          <ArticleBlock id="moreNews" title={t('home.moreNews')} items={moreArticles} />
          <div className="mkt-home-band">
            <AdCarousel block={data.ad3} active={active} />
          </div>
        </>
      )}
    </>
  );
}
