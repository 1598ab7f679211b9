// /index, the home page (spec §2 "Top level", §3 "Home data", §7 "Home and goods"). Kept alive:
// when hidden (`active` false) its carousels and notices stop. The home data is asked for the
// stored country and the interface language, and again when either changes; the goods list
// below loads on its own, page by page. The app's four-tab bar is drawn by the shell.
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { useServices } from '../../app/use-shell.js';
// The endpoint group, not the whole table: the home page's first paint carries no other calls.
import { HOME_ENDPOINTS } from '../../contract/endpoints/home.js';
import type { ScreenProps } from '../../routes/route-types.js';
import { useT } from '../../ui/t-context.js';
import { useReveal } from '../../ui/use-reveal.js';
import { useLanguage } from '../kit/price.js';
import { useCall } from '../kit/use-call.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { GoodsList } from './goods-list.js';
import { HomeContent } from './home-content.js';
import { HomeHeader, HomeSearch } from './home-header.js';
import { HomeSkeleton } from './home-skeleton.js';
import { useHomeStyle } from './home-styles.js';
import { HOME_SECTIONS } from './home-content.js';

const EMPTY = {};

export default function HomeScreen({ active }: ScreenProps) {
  useKitStyle();
  useHomeStyle();
  const t = useT();
  const { stores } = useServices();
  const areaId = useStore(stores.session.areaId);
  const lang = useLanguage();
  const key = `${areaId}|${lang}`;
  const home = useCall(HOME_ENDPOINTS.getHomeInfo, EMPTY, key);
  const { state } = home;
  // 0: the hero; 1…HOME_SECTIONS: one more section below; then the goods list, each as the
  // reader comes near it (ui/use-reveal.tsx). Not while the skeleton stands in for the content.
  const { stage, marker } = useReveal(HOME_SECTIONS + 1, state.status !== 'loading');

  // Drawn once per language, not again at each stage below (home-content.tsx says why); they
  // follow the stores they read on their own.
  const top = useMemo(
    () => (
      <>
        <h1 className="mkt-sr">{t('home.title')}</h1>
        <HomeHeader />
        <HomeSearch />
      </>
    ),
    [t],
  );

  return (
    <div className="mkt-home">
      {top}
      {state.status === 'loading' && <HomeSkeleton />}
      {state.status === 'error' && (
        <div className="mkt-home-sec mkt-home-failed">
          <button type="button" className="mkt-list-foot mkt-list-retry" onClick={home.retry}>
            {t('list.requestFailed')}
          </button>
        </div>
      )}
      {state.status === 'ok' && <HomeContent data={state.data} active={active} stage={stage} />}
      {/* With the sections above it: appended at the bottom, it pushes nothing in view down. */}
      {stage > HOME_SECTIONS && <GoodsList resetKey={key} />}
      {marker}
    </div>
  );
}
