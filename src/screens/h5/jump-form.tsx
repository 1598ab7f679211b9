// The `jump` call of spec §7 "Native bridge page": a select of every pageType (bridge/methods.ts
// PAGE_TYPES) and, where the page needs them, the module and listing id inputs.
import { useState } from 'react';
import { PAGE_TYPES, type JumpParams, type PageType } from '../../../bridge/methods.js';
import { useT } from '../../ui/t-context.js';
import { S } from './h5-styles.js';

type Extra = 'module' | 'serviceId';

/** Which inputs each page type needs (bridge/jump-routes.ts: list needs a module, detail an id too). */
const NEEDS: Readonly<Partial<Record<PageType, readonly Extra[]>>> = {
  list: ['module'],
  detail: ['module', 'serviceId'],
};

/** The params of a jump: only what the page type uses, trimmed; empty inputs are left out. */
export function jumpParams(pageType: PageType, module: string, serviceId: string): JumpParams {
  const needs = NEEDS[pageType] ?? [];
  const p: JumpParams = { pageType };
  if (needs.includes('module') && module.trim()) p.module = module.trim();
  if (needs.includes('serviceId') && serviceId.trim()) p.serviceId = serviceId.trim();
  return p;
}

export function JumpForm({ onJump }: { onJump: (params: JumpParams) => void }) {
  const t = useT();
  const [pageType, setPageType] = useState<PageType>('homePage');
  const [module, setModule] = useState('');
  const [serviceId, setServiceId] = useState('');
  const needs = NEEDS[pageType] ?? [];

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onJump(jumpParams(pageType, module, serviceId));
      }}
    >
      <label style={S.label}>
        {t('h5.pageType')}
        <select
          style={S.field}
          value={pageType}
          onChange={(e) => setPageType(e.currentTarget.value as PageType)}
        >
          {PAGE_TYPES.map((p) => <option key={p} value={p}>{t(`h5.pages.${p}`)}</option>)}
        </select>
      </label>
      {needs.includes('module') && (
        <label style={S.label}>
          {t('h5.moduleId')}
          <input style={S.field} name="module" value={module} placeholder={t('h5.moduleHint')} autoComplete="off"
            onInput={(e) => setModule(e.currentTarget.value)} />
        </label>
      )}
      {needs.includes('serviceId') && (
        <label style={S.label}>
          {t('h5.serviceId')}
          <input style={S.field} name="serviceId" value={serviceId} inputMode="numeric" autoComplete="off"
            onInput={(e) => setServiceId(e.currentTarget.value)} />
        </label>
      )}
      <button type="submit" className="mkt-btn" style={S.button}>{t('h5.calls.jump')}</button>
    </form>
  );
}
