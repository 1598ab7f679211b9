// /jobAndRecruit/edit/editResume (spec §2; §3 "CV" fields; §5 rules and messages): one CV per user,
// created or edited here. The form opens with the draft when there is one (spec §3 "Draft is
// restored when the form reopens"), else the saved CV, else the user's own contact details; the
// draft is dropped after a successful save. After saving, ?from=<path> (the job being applied to)
// is where the user goes back, else myResume.
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { JOBS } from '../../contract/constants.js';
import { JOB_ENDPOINTS } from '../../contract/endpoints/jobs.js';
import type { JobLookups, MyResumeReply, ResumeEdit } from '../../contract/types/jobs.js';
import { resumeEditSchema } from '../../contract/validation/jobs-resume.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame, LoadError } from '../kit/account-frame.js';
import { ErrorText, fieldOfIssue, PhoneField, TextField, useForm } from '../kit/form/index.js';
import { LANGUAGE_NAMES, htmlLang } from '../kit/language-names.js';
import { useLanguage } from '../kit/price.js';
import { useCall } from '../kit/use-call.js';
import { useUserInfo } from '../kit/use-user-info.js';
import { AttachmentField } from './attachment-field.js';
import { ChoiceField, CountryField, IdSelectField, SwitchField, TextAreaField } from './form-fields.js';
import { useJobsUserStyle } from './jobs-user-styles.js';
import { JOB_PATHS, returnPathOf } from './paths.js';
import { RecruiterModeNotice } from './recruiter-mode-notice.js';
import { emptyResumeValues, resumePayload, valuesFromDraft, valuesFromResume, type ResumeValues } from './resume-values.js';
import { SalaryField } from './salary-field.js';
import { positionsOf, useFormLookups } from './use-job-lookups.js';
import { resumeDraftRef, useResumeDraft } from './use-resume-draft.js';

/** Codes this form shows itself: a field refused (4422), too fast (4429), recruiter mode on (4403). */
const INLINE: readonly number[] = [CODE.VALIDATION, CODE.RATE_LIMITED, CODE.FORBIDDEN];

export function EditResumeScreen({ query }: { query: URLSearchParams }) {
  const t = useT();
  useJobsUserStyle();
  return (
    <AccountFrame title={t('jobs.seeker.editResume.title')} fallback={JOB_PATHS.myResume} className="mkt-jobs-user" loginText={t('jobs.common.loginNeeded')}>
      <ResumeLoader from={query.get('from')} />
    </AccountFrame>
  );
}

function ResumeLoader({ from }: { from: string | null }) {
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  const mine = useCall(JOB_ENDPOINTS.getMyResume, {}, userId);
  const lookups = useFormLookups();
  const { info, state: infoState } = useUserInfo();
  const language = useLanguage();
  const areaId = useStore(stores.session.areaId);
  if (mine.state.status === 'error') return <LoadError retry={mine.retry} />;
  // The form opens with the account's area code, phone and e-mail: wait for them (or their failure).
  if (mine.state.status === 'loading' || (!info && infoState.status === 'loading')) return <p className="mkt-ju-hint" style={{ padding: 16 }} aria-busy="true">…</p>;
  if (mine.state.data.recruiterMode) return <RecruiterModeNotice />;
  const base = emptyResumeValues({ language, mobileCode: info?.mobileCode ?? '', areaId: areaId ?? '', phone: info?.phone, mail: info?.mail });
  return (
    <ResumeForm
      key={userId} userId={userId} from={from} reply={mine.state.data} base={base}
      lookups={lookups.lookups} lookupsBusy={lookups.busy}
    />
  );
}

/** The values the form opens with: the draft over the saved CV (or the empty form). */
function useInitialValues(userId: string, reply: MyResumeReply, base: ResumeValues): ResumeValues {
  const { stores } = useServices();
  return useMemo(() => {
    const saved = reply.resume ? valuesFromResume(reply.resume, base) : base;
    const draft = stores.publish.read(resumeDraftRef(userId));
    return draft ? valuesFromDraft(draft.values, saved) : saved;
    // Read once, when the form opens: later changes are the user's.
  }, []);
}

function ResumeForm({ userId, from, reply, base, lookups, lookupsBusy }: {
  userId: string;
  from: string | null;
  reply: MyResumeReply;
  base: ResumeValues;
  lookups: JobLookups;
  lookupsBusy: boolean;
}) {
  const t = useT();
  const { api } = useServices();
  const { dialogs, navigate } = useShell();
  const initial = useInitialValues(userId, reply, base);
  // The phone rule reads the area code picked beside it, in the payload (spec §5 "Shared phone validator").
  const schema = useMemo(() => resumeEditSchema(), []);
  const form = useForm<ResumeValues>(schema, initial, { input: resumePayload });
  const draft = useResumeDraft(userId, form.values, true);
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState(false);

  const submit = async () => {
    const parsed = form.check();
    if (!parsed) {
      const first = form.invalidFields()[0];
      // Widgets mark their frame (data-field); plain text fields are found by their input's name.
      if (first) (document.querySelector(`[data-field="${first}"]`) ?? document.querySelector(`[name="${first}"]`))?.scrollIntoView({ block: 'center' });
      return;
    }
    setBusy(true);
    const answer = await api.call(JOB_ENDPOINTS.updateResume, resumePayload(form.values) as unknown as ResumeEdit, { inline: INLINE });
    setBusy(false);
    if (answer.code === 200) {
      draft.forget();
      dialogs.toast(t('jobs.seeker.editResume.saved'));
      navigate(returnPathOf(from), { replace: true });
    } else if (answer.code === CODE.FORBIDDEN) {
      setBlocked(true);
      window.scrollTo({ top: 0 });
    } else {
      form.fail(fieldOfIssue(answer.customData), { text: answer.message });
    }
  };

  const setIndustry = (id: number | null) => form.patch({ industryId: id, positionId: null });
  return (
    <form className="mkt-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      {blocked && <RecruiterModeNotice inline />}
      {!reply.resume && <p className="mkt-form-note">{t('jobs.seeker.editResume.intro')}</p>}
      <h2 className="mkt-ju-section">{t('jobs.seeker.form.aboutYou')}</h2>
      <TextField form={form} name="realName" label={t('jobs.seeker.form.realName')} autoComplete="name" maxLength={64} />
      <ChoiceField form={form} name="gender" label={t('jobs.seeker.form.gender')}
        choices={[{ value: 1, text: t('jobs.seeker.gender.1') }, { value: 2, text: t('jobs.seeker.gender.2') }]} />
      <DateField form={form} />
      <TextField form={form} name="mail" label={t('jobs.seeker.form.mail')} type="email" inputMode="email" autoComplete="email" maxLength={100} />
      <PhoneField form={form} codeName="mobileCode" name="phone" label={t('jobs.seeker.form.phone')} />
      <IdSelectField form={form} name="educationId" label={t('jobs.seeker.form.education')} items={lookups.degrees} busy={lookupsBusy} />
      <IdSelectField form={form} name="jobStatusId" label={t('jobs.seeker.form.jobStatus')} items={lookups.jobStatuses} busy={lookupsBusy} />
      <TextField form={form} name="yearsWorked" label={t('jobs.seeker.form.yearsWorked')} inputMode="numeric" maxLength={2} />

      <h2 className="mkt-ju-section">{t('jobs.seeker.form.wanted')}</h2>
      <IdSelectField form={form} name="positionTypeId" label={t('jobs.seeker.form.positionType')} items={lookups.positionTypes} busy={lookupsBusy} />
      <IdSelectField form={form} name="industryId" label={t('jobs.seeker.form.industry')} items={lookups.industries} busy={lookupsBusy} onPick={setIndustry} />
      {form.values.industryId !== null && (
        <IdSelectField form={form} name="positionId" label={t('jobs.seeker.form.position')} items={positionsOf(lookups, form.values.industryId)} busy={lookupsBusy} />
      )}
      <SalaryField form={form} />
      <TextField form={form} name="workLocation" label={t('jobs.seeker.form.workLocation')} maxLength={250} />
      <CountryField form={form} name="areaId" nameField="areaName" label={t('jobs.seeker.form.country')} />

      <h2 className="mkt-ju-section">{t('jobs.seeker.form.more')}</h2>
      <TextAreaField form={form} name="selfIntroduction" label={t('jobs.seeker.form.selfIntroduction')} max={JOBS.introductionMax}
        placeholder={t('jobs.seeker.form.selfIntroductionHint', { min: JOBS.introductionMin })} />
      <AttachmentField form={form} />
      <ChoiceField form={form} name="languageId" label={t('jobs.seeker.form.language')}
        choices={(['cn', 'en', 'fr'] as const).map((l) => ({ value: l, text: LANGUAGE_NAMES[l], lang: htmlLang(l) }))} />
      <SwitchField form={form} name="isPublic" label={t('jobs.seeker.form.isPublic')} hint={t('jobs.seeker.form.isPublicHint')} />
      <ErrorText error={form.formError} role="alert" />
      <button type="submit" className="mkt-btn mkt-submit" disabled={busy}>{busy ? t('jobs.seeker.form.saving') : t('jobs.seeker.form.save')}</button>
    </form>
  );
}

/** The birth date on the phone's date wheel (YYYY-MM-DD; spec §3 "birth date"). */
function DateField({ form }: { form: ReturnType<typeof useForm<ResumeValues>> }) {
  const t = useT();
  const error = form.error('birthDate');
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className="mkt-field" data-field="birthDate">
      <label htmlFor="mkt-ju-birth">{t('jobs.seeker.form.birthDate')}</label>
      <div className={error ? 'mkt-input-row mkt-invalid' : 'mkt-input-row'}>
        <input
          id="mkt-ju-birth" name="birthDate" type="date" max={today} min="1900-01-01" value={form.values.birthDate}
          aria-invalid={error ? true : undefined} aria-describedby={error ? 'mkt-ju-birth-e' : undefined}
          onInput={(e) => form.set('birthDate', e.currentTarget.value)}
          onChange={(e) => form.set('birthDate', e.currentTarget.value)}
          onBlur={() => form.blur('birthDate')}
        />
      </div>
      <ErrorText id="mkt-ju-birth-e" error={error} />
    </div>
  );
}
