// Renders one route: its lazily loaded screen, the loading / chunk-error states, or
// "not available yet" when the screen is not built. The loader comes from the shell's screen map
// (screens.ts), passed in so a test can hand it any chunk.
import { useContext } from 'react';
import type { ScreenProps } from '../routes/route-types.js';
import type { ScreenLoader } from './screens.js';
import { useT } from '../ui/t-context.js';
import { NotAvailable } from './not-available.js';
import { useScreen } from './use-screen.js';
import { ShellContext } from './use-shell.js';

export interface RouteScreenProps extends ScreenProps {
  /** undefined = the screen is not built yet. */
  loader: ScreenLoader | undefined;
}

export function RouteScreen({ loader, ...props }: RouteScreenProps) {
  return loader ? <LazyScreen loader={loader} {...props} /> : <NotAvailable path={props.route.path} />;
}

function LazyScreen({ loader, ...props }: ScreenProps & { loader: ScreenLoader }) {
  const t = useT();
  // Outside an app (a screen rendered alone) there is no locale to wait for.
  const complete = useContext(ShellContext)?.i18n.complete;
  const { state, retry } = useScreen(loader, props.route.firstPaint ? undefined : complete);
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
