// /<module>/publish (spec §2 "Publish screens"): one generic form for the nine publishing modules,
// drawn from the module's layout (src/modules/publish-form.ts). A new listing starts from the
// user's draft of this module when it has a title (spec §3), else empty; an edit (query serviceId,
// optional languageId) starts from the listing as saved (getMineDetail), or from its own draft.
// The draft comes back silently with a "draft restored · discard" bar: what a classifieds user
// expects after a reload or a crash is their text still there, not a question before the form.
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { NotAvailable } from '../../app/not-available.js';
import { useServices } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { AnyEndpoint } from '../../contract/endpoint.js';
import type { LanguageCode } from '../../contract/envelope.js';
import { publishFormOf, type PublishFormLayout } from '../../modules/publish-form.js';
import { MODULES } from '../../modules/registry.js';
import type { ListingModule, ModuleKey } from '../../modules/types.js';
import type { ScreenProps } from '../../routes/route-types.js';
import { isRestorable, type DraftRef } from '../../stores/publish.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame, LoadError } from '../kit/account-frame.js';
import type { FormValues } from '../kit/form/use-form.js';
import { useLanguage } from '../kit/price.js';
import { useCall } from '../kit/use-call.js';
import { useUserInfo } from '../kit/use-user-info.js';
import { editValues } from './edit-values.js';
import { PublishFormView } from './publish-form-view.js';
import { usePublishStyle } from './publish-styles.js';
import { modulePath } from '../../modules/identities.js';

const moduleOf = (key: string | undefined): ListingModule | undefined =>
  key && Object.hasOwn(MODULES, key) ? MODULES[key as ModuleKey] : undefined;

export function PublishScreen({ route, query }: ScreenProps) {
  const t = useT();
  usePublishStyle();
  const m = moduleOf(route.module);
  const layout = m ? publishFormOf(m) : null;
  const serviceId = (query.get('serviceId') ?? '').trim();
  if (!m || !layout) return <NotAvailable path={route.path} />;
  return (
    <AccountFrame title={t(serviceId ? 'publish.editTitle' : 'publish.newTitle')} fallback={m.mine ? modulePath(m, 'mine') : modulePath(m, 'list')} className="mkt-pub">
      <PublishLoader m={m} layout={layout} serviceId={serviceId} languageId={query.get('languageId') ?? ''} />
    </AccountFrame>
  );
}

function PublishLoader({ m, layout, serviceId, languageId }: { m: ListingModule; layout: PublishFormLayout; serviceId: string; languageId: string }) {
  const t = useT();
  const { stores } = useServices();
  const language = useLanguage();
  const userId = useStore(stores.session.userId);
  const sessionArea = useStore(stores.session.areaId);
  const { info } = useUserInfo();
  const ability = useCall(ENDPOINTS.getMineReleaseAbility, { userId, moduleId: m.moduleId }, `${userId}:${m.moduleId}`);
  const mineDetail = m.endpoints.mineDetail as AnyEndpoint;
  const detail = useCall(mineDetail, serviceId ? { serviceId, ...(languageId ? { languageId } : {}) } : null, `${serviceId}:${languageId}`);
  const draftRef: DraftRef = { userId, moduleKey: m.key, ...(serviceId ? { serviceId } : {}) };

  const listing = detail.state.status === 'ok' ? (detail.state.data as Record<string, unknown>) : null;
  const start = useMemo(() => {
    if (serviceId && !listing) return null;
    const fresh = listing ? editValues(layout, listing) : ({ ...layout.defaults } as FormValues);
    const draft = stores.publish.read(draftRef);
    return isRestorable(draft)
      ? { fresh, initial: { ...fresh, ...(draft.values as FormValues) }, restored: true }
      : { fresh, initial: fresh, restored: false };
  }, [listing, serviceId, userId]);

  if (serviceId && detail.state.status === 'error') return <LoadError retry={detail.retry} />;
  if (!start) return <p className="mkt-center" aria-busy="true">{t('app.loading')}</p>;
  const releaseAreaNum = ability.state.status === 'ok' ? ability.state.data.releaseAreaNum : info?.releaseAreaNum;
  const original = listing?.originalLanguageId;
  return (
    <PublishFormView
      key={`${userId}:${m.key}:${serviceId}`}
      m={m} layout={layout} userId={userId} draft={draftRef} language={language}
      mobileCode={info?.mobileCode ?? stores.session.userInfo.get()?.mobileCode ?? ''}
      releaseAreaNum={releaseAreaNum}
      initial={start.initial} fresh={start.fresh} restored={start.restored}
      homeAreaId={info?.areaId ?? sessionArea}
      originalLanguageId={typeof original === 'string' ? (original as LanguageCode) : undefined}
    />
  );
}
