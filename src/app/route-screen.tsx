// Renders one route: its lazily loaded screen, the loading / chunk-error states, or
// "not available yet" when the screen is not built.
import type { ScreenLoader, ScreenProps } from '../routes/index.js';
import { useT } from '../ui/t-context.js';
import { NotAvailable } from './not-available.js';
import { useScreen } from './use-screen.js';

export function RouteScreen(props: ScreenProps) {
  const { screen } = props.route;
  return screen ? <LazyScreen loader={screen} {...props} /> : <NotAvailable path={props.route.path} />;
}

function LazyScreen({ loader, ...props }: ScreenProps & { loader: ScreenLoader }) {
  const t = useT();
  const { state, retry } = useScreen(loader);
  if (state.status === 'ready') return <state.Screen {...props} />;
  if (state.status === 'loading') {
    // Faded in after a short delay by CSS, so fast loads do not flash it.
    return <p className="mkt-center mkt-loading" role="status">{t('app.loading')}</p>;
  }
  return (
    <div className="mkt-center" role="alert">
      <p>{t('errors.chunkLoad')}</p>
      <button type="button" className="mkt-btn" onClick={retry}>{t('app.retry')}</button>
    </div>
  );
}
