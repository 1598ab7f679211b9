// The listing a TOP, refresh or single-publish package is for (they are bought for one listing):
// the module (the publishing modules, in the app language), then the caller's listings of that
// module in the status the package needs (published for TOP and refresh, "not paid" for a single
// publish; spec §4), read from publish management's list.
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { useServices } from '../../app/use-shell.js';
import { COMMON_ENDPOINTS } from '../../contract/endpoints/commons.js';
import type { MyReleaseItem } from '../../contract/types/commons.js';
import type { MessageKey } from '../../i18n/keys.js';
import { IDENTITIES } from '../../modules/identities.js';
import { useT } from '../../ui/t-context.js';
import { useCall } from '../kit/use-call.js';

/** The modules people publish in (articles are editorial). */
export const PICKER_MODULES = Object.values(IDENTITIES).filter((m) => (m.routeKinds as readonly string[]).includes('publish'));

/** Listings offered at once: a publisher's live listings of one module fit. */
const PAGE = { index: 1, size: 50 };

export interface PickedListing {
  moduleId: number;
  serviceId: string;
}

export function ListingPicker({ status, value, onChange, onlyModule }: {
  status: number;
  value: PickedListing;
  onChange(next: PickedListing): void;
  /** A package of one module: its listings only. */
  onlyModule?: number;
}) {
  const t = useT();
  const moduleField = useId();
  const modules = onlyModule ? PICKER_MODULES.filter((m) => m.moduleId === onlyModule) : PICKER_MODULES;
  return (
    <fieldset className="mkt-choice" data-field="listing">
      <legend>{t('money.vas.pickListing')}</legend>
      <label htmlFor={moduleField} className="mkt-picker-label">{t('money.vas.pickModule')}</label>
      <select id={moduleField} className="mkt-select" value={value.moduleId || ''} data-field="moduleId"
        onChange={(e) => onChange({ moduleId: Number(e.currentTarget.value) || 0, serviceId: '' })}>
        <option value="">{t('money.vas.chooseModule')}</option>
        {modules.map((m) => <option key={m.moduleId} value={m.moduleId}>{t(`listScreen.titles.${m.key}` as MessageKey)}</option>)}
      </select>
      {value.moduleId > 0 && <Listings moduleId={value.moduleId} status={status} value={value.serviceId} onPick={(serviceId) => onChange({ ...value, serviceId })} />}
    </fieldset>
  );
}

function Listings({ moduleId, status, value, onPick }: { moduleId: number; status: number; value: string; onPick(serviceId: string): void }) {
  const t = useT();
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  const call = useCall(COMMON_ENDPOINTS.getMyRelease, userId ? { userId, moduleId, status, page: PAGE } : null, `${moduleId}:${status}:${userId}`);
  if (call.state.status === 'loading') return <p className="mkt-muted" role="status">{t('app.loading')}</p>;
  if (call.state.status === 'error') return <p className="mkt-muted">{t('list.requestFailed')}</p>;
  const items: readonly MyReleaseItem[] = call.state.data.resultList;
  if (items.length === 0) return <p className="mkt-mnote" role="note" data-listings="0">{t(status === 0 ? 'money.vas.noUnpaid' : 'money.vas.noPublished')}</p>;
  return (
    <>
      {items.map((item) => (
        <label key={String(item.serviceId)} data-service-id={String(item.serviceId)}>
          <input type="radio" name="listing" value={String(item.serviceId)} checked={value === String(item.serviceId)} onChange={() => onPick(String(item.serviceId))} />
          <span className="mkt-choice-text"><span>{item.title}</span></span>
        </label>
      ))}
    </>
  );
}
