// /usercenter/auth/authEnt (spec §2 auth; §5 "Enterprise authentication refused while personal
// authentication is not done ('first personal')"; §9 "Enterprise review within 24 hours"): the
// company, its legal representative, papers (type, registration number, pictures), a supporting
// document and an optional authorization letter. Without a personal submission in review or
// passed (none, or a refused one to correct) the form is not offered: the message and a way to
// personal authentication are (the server refuses too). An enterprise submission already made is
// always shown with where it stands. The papers are private uploads: their pictures show through
// the short-lived URLs the server signs for their owner (getAuthentication fileUrls).
import { useState } from 'react';
import { Link } from 'wouter';
import { useShell } from '../../app/use-shell.js';
import { IMAGE } from '../../contract/constants.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { AuthenticationEnterprise, AuthenticationRecord } from '../../contract/types/usercenter.js';
import { enterpriseAuthFormSchema, PATHS_SEPARATOR, toEnterpriseRequest } from '../../contract/validation/authentication.js';
import { useT } from '../../ui/t-context.js';
import { ErrorText, TextField, useForm, useSubmit } from '../kit/form/index.js';
import { AuthFrame, WithAuthentication } from './auth-frame.js';
import { DocumentField } from './document-field.js';
import { ENTERPRISE_PAPERS } from './papers-types.js';
import { PicturesField } from '../kit/upload/pictures-field.js';
import { RejectionReason, reviewState, ReviewStatus } from './review-status.js';
import { SelectField } from './select-field.js';

type Values = {
  legalPerson: string; companyName: string; phone: string; officeAddress: string; papersType: string;
  registrationCode: string; papersPictures: string; attachment: string; authorizationLetter: string;
};

/** A refusal of one picture ('papersPictures.2', not the caller's upload) belongs to the pictures field. */
const PICTURE_ISSUES = Object.fromEntries(Array.from({ length: IMAGE.maxCount }, (_, i) => [`papersPictures.${i}`, 'papersPictures']));

const valuesOf = (r: AuthenticationEnterprise | null): Values => ({
  legalPerson: r?.legalPerson ?? '', companyName: r?.companyName ?? '', phone: r?.phone ?? '', officeAddress: r?.officeAddress ?? '',
  papersType: r ? String(r.papersType) : '', registrationCode: r?.registrationCode ?? '',
  papersPictures: (r?.papersPictures ?? []).join(PATHS_SEPARATOR), attachment: r?.attachment ?? '', authorizationLetter: r?.authorizationLetter ?? '',
});

export function EntScreen() {
  const t = useT();
  return (
    <AuthFrame title={t('auth.entTitle')}>
      <WithAuthentication render={(reply, reload) =>
        reply.enterprise || (reply.personal && reviewState(reply.personal.status) !== 'failed')
          ? <Enterprise record={reply.enterprise} reload={reload} />
          : <FirstPersonal />} />
    </AuthFrame>
  );
}

function FirstPersonal() {
  const t = useT();
  return (
    <section className="mkt-auth-card" role="status" data-first-personal="true">
      <p><strong>{t('validation.firstPersonal')}</strong></p>
      <p className="mkt-auth-hint">{t('auth.firstPersonalHint')}</p>
      <Link href="/usercenter/auth/personal" className="mkt-btn">{t('auth.goPersonal')}</Link>
    </section>
  );
}

function Enterprise({ record, reload }: { record: AuthenticationRecord<AuthenticationEnterprise> | null; reload(): void }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  if (record && !editing) {
    return (
      <ReviewStatus record={record} onResubmit={() => setEditing(true)} details={[
        [t('auth.companyName'), record.companyName],
        [t('auth.legalPerson'), record.legalPerson],
        [t('auth.registrationCode'), record.registrationCode],
      ]} />
    );
  }
  const refused = record && reviewState(record.status) === 'failed' ? record : null;
  const initial = valuesOf(refused);
  return (
    <>
      {refused && refused.reason !== '' && <div className="mkt-auth-refused"><RejectionReason reason={refused.reason} /></div>}
      <EnterpriseForm initial={initial} fileUrls={refused?.fileUrls ?? {}} done={() => { setEditing(false); reload(); }} />
    </>
  );
}

function EnterpriseForm({ initial, fileUrls, done }: { initial: Values; fileUrls: Readonly<Record<string, string>>; done(): void }) {
  const t = useT();
  const { dialogs } = useShell();
  const form = useForm(enterpriseAuthFormSchema, initial);
  const submit = useSubmit();
  const send = async () => {
    if (!form.check()) return;
    if (!(await submit.run(ENDPOINTS.submitAuthentication, toEnterpriseRequest(form.values), form, PICTURE_ISSUES))) return;
    dialogs.toast(t('auth.submitted'));
    done();
  };
  return (
    <form className="mkt-form" noValidate onSubmit={(e) => { e.preventDefault(); void send(); }}>
      <TextField form={form} name="companyName" label={t('auth.companyName')} autoComplete="organization" maxLength={250} />
      <TextField form={form} name="legalPerson" label={t('auth.legalPerson')} autoComplete="name" maxLength={250} />
      <TextField form={form} name="phone" label={t('auth.companyPhone')} type="tel" inputMode="tel" autoComplete="tel" maxLength={50} />
      <TextField form={form} name="officeAddress" label={t('auth.officeAddress')} autoComplete="street-address" maxLength={250} />
      <SelectField form={form} name="papersType" label={t('auth.papersType')} options={ENTERPRISE_PAPERS} />
      <TextField form={form} name="registrationCode" label={t('auth.registrationCode')} maxLength={250} />
      <PicturesField form={form} name="papersPictures" label={t('auth.papersPictures')} privateUse={{ use: 'papers', urls: fileUrls }} />
      <DocumentField form={form} name="attachment" label={t('auth.attachment')} urls={fileUrls} />
      <DocumentField form={form} name="authorizationLetter" label={t('auth.authorizationLetter')} urls={fileUrls} />
      <ErrorText error={form.formError} role="alert" />
      <button type="submit" className="mkt-btn mkt-submit" disabled={submit.busy}>{t('form.submit')}</button>
    </form>
  );
}
