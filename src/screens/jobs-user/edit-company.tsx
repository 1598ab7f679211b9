// /jobAndRecruit/edit/editCompanyInfo (spec §2; §6 enterprise accounts): the company job seekers
// see on companyInfo and beside each job. Only enterprise accounts may edit it (getMyCompanyInfo
// canEdit); others are told an enterprise authentication is needed, with the way to it.
// Fields: name, industry (the jobs' first-level tags), size, address, introduction, one logo
// (the picture kit), phone with its area code, e-mail, website. Rules: validation/jobs-company.ts.
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useServices, useShell } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { JOBS, MODULE_ID } from '../../contract/constants.js';
import { JOB_ENDPOINTS } from '../../contract/endpoints/jobs.js';
import type { CompanyInfo, JobLookups, MyCompanyReply } from '../../contract/types/jobs.js';
import { companyInfoSchema } from '../../contract/validation/jobs-company.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame, LoadError } from '../kit/account-frame.js';
import { ErrorText, fieldOfIssue, PhoneField, TextField, useForm } from '../kit/form/index.js';
import { useCall } from '../kit/use-call.js';
import { useUserInfo } from '../kit/use-user-info.js';
import { PicturesField } from '../kit/upload/index.js';
import { companyPayload, companyValues, type CompanyValues } from './company-values.js';
import { IdSelectField, TextAreaField } from './form-fields.js';
import { useJobsUserStyle } from './jobs-user-styles.js';
import { JOB_PATHS } from './paths.js';
import { useFormLookups } from './use-job-lookups.js';

const INLINE: readonly number[] = [CODE.VALIDATION, CODE.RATE_LIMITED, CODE.FORBIDDEN];

export function EditCompanyScreen() {
  const t = useT();
  useJobsUserStyle();
  return (
    <AccountFrame title={t('jobs.company.title')} fallback={JOB_PATHS.userIndex} className="mkt-jobs-user" loginText={t('jobs.common.loginNeeded')}>
      <CompanyLoader />
    </AccountFrame>
  );
}

function CompanyLoader() {
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  const mine = useCall(JOB_ENDPOINTS.getMyCompanyInfo, {}, userId);
  const lookups = useFormLookups();
  const { info, state: infoState } = useUserInfo();
  if (mine.state.status === 'error') return <LoadError retry={mine.retry} />;
  // The form opens with the account's area code, phone and e-mail: wait for them (or their failure).
  if (mine.state.status === 'loading' || (!info && infoState.status === 'loading')) return <p className="mkt-ju-hint" style={{ padding: 16 }} aria-busy="true">…</p>;
  if (!mine.state.data.canEdit) return <EnterpriseNeeded />;
  return (
    <CompanyForm
      key={userId} reply={mine.state.data} initial={companyValues(mine.state.data.company, { mobileCode: info?.mobileCode ?? '', phone: info?.phone, mail: info?.mail })}
      lookups={lookups.lookups} lookupsBusy={lookups.busy}
    />
  );
}

/** Spec §6: the company belongs to enterprise accounts; the way there is the enterprise authentication. */
function EnterpriseNeeded({ inline = false }: { inline?: boolean }) {
  const t = useT();
  return (
    <div className={inline ? 'mkt-ju-alert' : 'mkt-ju-notice'} data-enterprise-needed="true" role={inline ? 'alert' : undefined}>
      <p><strong>{t('jobs.company.enterpriseNeeded')}</strong></p>
      <p>{t('jobs.company.enterpriseExplain')}</p>
      <Link href={JOB_PATHS.authEnt} className={inline ? undefined : 'mkt-btn'}>{t('jobs.company.goAuth')}</Link>
    </div>
  );
}

function CompanyForm({ reply, initial, lookups, lookupsBusy }: { reply: MyCompanyReply; initial: CompanyValues; lookups: JobLookups; lookupsBusy: boolean }) {
  const t = useT();
  const { api } = useServices();
  const { dialogs, navigate } = useShell();
  // The phone rule reads the area code picked beside it, in the payload (spec §5 "Shared phone validator").
  const schema = useMemo(() => companyInfoSchema(), []);
  const form = useForm<CompanyValues>(schema, initial, { input: companyPayload });
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(false);

  const submit = async () => {
    if (!form.check()) {
      const first = form.invalidFields()[0];
      // Widgets mark their frame (data-field); plain text fields are found by their input's name.
      if (first) (document.querySelector(`[data-field="${first}"]`) ?? document.querySelector(`[name="${first}"]`))?.scrollIntoView({ block: 'center' });
      return;
    }
    setBusy(true);
    const answer = await api.call(JOB_ENDPOINTS.updateCompanyInfo, companyPayload(form.values) as unknown as CompanyInfo, { inline: INLINE });
    setBusy(false);
    if (answer.code === 200) {
      dialogs.toast(t('jobs.company.saved'));
      navigate(JOB_PATHS.userIndex, { replace: true });
    } else if (answer.code === CODE.FORBIDDEN) {
      // The account is no enterprise any more (or never was): say what is needed.
      setRefused(true);
      window.scrollTo({ top: 0 });
    } else {
      form.fail(fieldOfIssue(answer.customData), { text: answer.message });
    }
  };

  return (
    <form className="mkt-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      {refused && <EnterpriseNeeded inline />}
      {!reply.company && <p className="mkt-form-note">{t('jobs.company.intro')}</p>}
      <TextField form={form} name="entName" label={t('jobs.company.entName')} autoComplete="organization" maxLength={120} />
      <IdSelectField form={form} name="industryId" label={t('jobs.company.industry')} items={lookups.industries} busy={lookupsBusy} />
      <IdSelectField form={form} name="sizeId" label={t('jobs.company.size')} items={lookups.companySizes} busy={lookupsBusy} />
      <TextField form={form} name="address" label={t('jobs.company.address')} autoComplete="street-address" maxLength={250} />
      <TextAreaField form={form} name="introduction" label={t('jobs.company.introduction')} max={JOBS.introductionMax}
        placeholder={t('jobs.seeker.form.selfIntroductionHint', { min: JOBS.introductionMin })} />
      <PicturesField form={form} name="logoPath" label={t('jobs.company.logo')} moduleId={MODULE_ID.recruitment} max={1} />
      <PhoneField form={form} codeName="mobileCode" name="phone" label={t('jobs.company.phone')} />
      <TextField form={form} name="mail" label={t('jobs.company.mail')} type="email" inputMode="email" autoComplete="email" maxLength={100} />
      <TextField form={form} name="website" label={t('jobs.company.website')} inputMode="text" autoComplete="url" maxLength={250} placeholder="https://" />
      <ErrorText error={form.formError} role="alert" />
      <button type="submit" className="mkt-btn mkt-submit" disabled={busy}>{busy ? t('jobs.seeker.form.saving') : t('jobs.seeker.form.save')}</button>
    </form>
  );
}
