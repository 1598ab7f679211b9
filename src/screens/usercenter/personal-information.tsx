// /usercenter/personalInformation (spec §2; issue 6 "the profile-completion screen the spec
// implies"; §5 nickname 3-32, at most 5 followed countries besides the registered one, which cannot
// be removed, at most 5 followed categories): photo, nickname, language, country, followed
// countries and categories. Each part saves on its own, as profile screens on phones do: a change
// of photo or of a followed category is not lost because the nickname next to it is half typed.
import { useState } from 'react';
import { Link } from 'wouter';
import { useServices, useShell } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { LanguageCode } from '../../contract/envelope.js';
import type { UserAllInfo } from '../../contract/types/account.js';
import { profileSchema } from '../../contract/validation/social.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame, LoadError } from '../kit/account-frame.js';
import { ErrorText, TextField, useForm, useSubmit } from '../kit/form/index.js';
import { CountryPicker } from '../kit/pickers/index.js';
import { useUserInfo } from '../kit/use-user-info.js';
import { LANGUAGE_NAMES } from '../kit/language-names.js';
import { AvatarField } from './avatar-field.js';
import { FollowedCategories } from './followed-categories.js';
import { FollowedCountries, useCountryNames } from './followed-countries.js';
import { Icon } from './icon.js';
import { useUserCentreStyle } from './usercenter-styles.js';

export function PersonalInformationScreen() {
  const t = useT();
  useUserCentreStyle();
  return (
    <AccountFrame title={t('usercenter.info.title')} fallback="/usercenter/userInfo" className="mkt-uc">
      <PersonalInformation />
    </AccountFrame>
  );
}

function PersonalInformation() {
  const { info, state, retry } = useUserInfo();
  const { stores } = useServices();
  if (!info?.userId) {
    if (state.status === 'error') return <LoadError retry={retry} />;
    return <div className="mkt-uc-section" aria-busy="true"><span className="mkt-skel" style={{ height: 64 }} /></div>;
  }
  const saved = (fresh: UserAllInfo) => stores.session.userAllInfo.set(fresh);
  return (
    <>
      <AvatarField info={info} />
      <NicknameForm key={info.petName} petName={info.petName ?? ''} saved={saved} />
      <Preferences info={info} saved={saved} />
      <FollowedCountries registered={info.areaId ?? ''} />
      <FollowedCategories />
    </>
  );
}

function NicknameForm({ petName, saved }: { petName: string; saved(info: UserAllInfo): void }) {
  const t = useT();
  const { dialogs } = useShell();
  const form = useForm(profileSchema, { petName });
  const submit = useSubmit();
  const save = async () => {
    if (!form.check()) return;
    const reply = await submit.run(ENDPOINTS.updateUserInfo, { petName: form.values.petName.trim() }, form);
    if (!reply) return;
    saved(reply.data);
    dialogs.toast(t('usercenter.info.saved'));
  };
  return (
    <form className="mkt-uc-section mkt-form" noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <div className="mkt-uc-inline">
        <TextField form={form} name="petName" label={t('usercenter.info.nickname')} autoComplete="nickname" maxLength={32} />
      </div>
      <p className="mkt-form-note">{t('usercenter.info.nicknameHint')}</p>
      <ErrorText error={form.formError} role="alert" />
      <button type="submit" className="mkt-btn mkt-submit" disabled={submit.busy || form.values.petName.trim() === petName}>{t('form.save')}</button>
    </form>
  );
}

/** Language (its own screen: the same list as settings) and the registered country (picker). */
function Preferences({ info, saved }: { info: Partial<UserAllInfo>; saved(info: UserAllInfo): void }) {
  const t = useT();
  const { api, stores } = useServices();
  const { dialogs, i18n } = useShell();
  const [picking, setPicking] = useState(false);
  const names = useCountryNames();
  const country = names.get(info.areaId ?? '') ?? info.areaId ?? '';

  const chooseCountry = async (areaId: string) => {
    setPicking(false);
    if (areaId === info.areaId) return;
    const reply = await api.call(ENDPOINTS.updateUserInfo, { areaId });
    if (reply.code !== 200 || !reply.customData) return;
    saved(reply.customData);
    // The app browses the account's country, as after a login (stores/session setLogin).
    stores.session.areaId.set(areaId);
    dialogs.toast(t('usercenter.info.saved'));
  };

  return (
    <ul className="mkt-uc-group mkt-uc-list">
      <li>
        <Link href="/usercenter/userSetting/changeLanguage" className="mkt-uc-row" data-row="language">
          <span className="mkt-uc-label">{t('usercenter.info.language')}</span>
          <span className="mkt-uc-value">{LANGUAGE_NAMES[i18n.language as LanguageCode] ?? ''}</span>
          <Icon name="chevron" className="mkt-uc-chev" />
        </Link>
      </li>
      <li>
        <button type="button" className="mkt-uc-row" data-row="country" onClick={() => setPicking(true)}>
          <span className="mkt-uc-label">{t('usercenter.info.country')}</span>
          <span className="mkt-uc-value">{country}</span>
          <Icon name="chevron" className="mkt-uc-chev" />
        </button>
        <CountryPicker open={picking} value={info.areaId} title={t('usercenter.info.country')}
          onSelect={(c) => void chooseCountry(c.id)} onClose={() => setPicking(false)} />
      </li>
    </ul>
  );
}
