// data1 / data2 of /index (spec §3 "Home data": homeDataTitle, homeDataList of imgPath and
// serviceId): a titled, sideways-scrolling strip of pictures, each opening the listing's details.
// The block's module comes from moduleId (ours: the spec does not say which module a block shows).
import { Link } from 'wouter';
import type { HomeDataBlock } from '../../contract/types/home.js';
import { moduleListPath } from '../../links/module-paths.js';
import { identityById } from '../../modules/identities.js';
import { useT } from '../../ui/t-context.js';
import { Img } from '../kit/img.js';
import { detailsHref } from '../kit/links.js';
import { SectionHead } from './section-head.js';

export function DataStrip({ block, id }: { block: HomeDataBlock; id: string }) {
  const t = useT();
  const module = identityById(block.moduleId);
  const items = block.homeDataList;
  if (!module || items.length === 0) return null;
  const headId = `mkt-home-${id}`;
  return (
    <section className="mkt-home-sec" aria-labelledby={headId}>
      <SectionHead id={headId} title={block.homeDataTitle} more={moduleListPath(block.moduleId)} />
      <ul className="mkt-home-strip">
        {items.map((item, i) => (
          <li key={item.serviceId}>
            <Link
              href={detailsHref(module, item)}
              className="mkt-home-strip-item"
              aria-label={t('home.stripItem', { title: block.homeDataTitle, n: i + 1, total: items.length })}
            >
              <Img src={item.imgPath} alt="" ratio="4/3" thumb />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
