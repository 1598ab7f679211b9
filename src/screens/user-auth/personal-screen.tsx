// /usercenter/auth/personal (spec §2 auth; §4 "Authentication: 0 none, 1 personal, 2 enterprise";
// §7 /authentication/form {type 'personal', ...}): real name, papers type and number, address and
// one supporting document. A submission shows where its review stands; a refused one can be sent
// again, filled with what was sent before.
import { useState } from 'react';
import { useShell } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { AuthenticationRecord, AuthenticationPersonal } from '../../contract/types/usercenter.js';
import { personalAuthFormSchema, toPersonalRequest } from '../../contract/validation/authentication.js';
import { useT } from '../../ui/t-context.js';
import { ErrorText, TextField, useForm, useSubmit } from '../kit/form/index.js';
import { AuthFrame, WithAuthentication } from './auth-frame.js';
import { DocumentField } from './document-field.js';
import { PERSONAL_PAPERS } from './papers-types.js';
import { RejectionReason, reviewState, ReviewStatus } from './review-status.js';
import { SelectField } from './select-field.js';

type Values = { realName: string; papersType: string; papersNumber: string; address: string; attachment: string };

const valuesOf = (r: AuthenticationPersonal | null): Values => ({
  realName: r?.realName ?? '', papersType: r ? String(r.papersType) : '', papersNumber: r?.papersNumber ?? '',
  address: r?.address ?? '', attachment: r?.attachment ?? '',
});

export function PersonalScreen() {
  const t = useT();
  return (
    <AuthFrame title={t('auth.personalTitle')}>
      <WithAuthentication render={(reply, reload) => <Personal record={reply.personal} reload={reload} />} />
    </AuthFrame>
  );
}

function Personal({ record, reload }: { record: AuthenticationRecord<AuthenticationPersonal> | null; reload(): void }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  if (record && !editing) {
    const papers = PERSONAL_PAPERS.find((p) => p.id === record.papersType);
    return (
      <ReviewStatus record={record} onResubmit={() => setEditing(true)} details={[
        [t('auth.realName'), record.realName],
        [t('auth.papersType'), papers ? t(papers.label) : String(record.papersType)],
        [t('auth.papersNumber'), record.papersNumber],
      ]} />
    );
  }
  // A refused submission comes back filled in; a first one starts empty.
  const refused = record && reviewState(record.status) === 'failed' ? record : null;
  const initial = valuesOf(refused);
  return (
    <>
      {refused && refused.reason !== '' && <div className="mkt-auth-refused"><RejectionReason reason={refused.reason} /></div>}
      <PersonalForm initial={initial} fileUrls={refused?.fileUrls ?? {}} done={() => { setEditing(false); reload(); }} />
    </>
  );
}

function PersonalForm({ initial, fileUrls, done }: { initial: Values; fileUrls: Readonly<Record<string, string>>; done(): void }) {
  const t = useT();
  const { dialogs } = useShell();
  const form = useForm(personalAuthFormSchema, initial);
  const submit = useSubmit();
  const send = async () => {
    if (!form.check()) return;
    if (!(await submit.run(ENDPOINTS.submitAuthentication, toPersonalRequest(form.values), form))) return;
    dialogs.toast(t('auth.submitted'));
    done();
  };
  return (
    <form className="mkt-form" noValidate onSubmit={(e) => { e.preventDefault(); void send(); }}>
      <TextField form={form} name="realName" label={t('auth.realName')} autoComplete="name" maxLength={250} />
      <SelectField form={form} name="papersType" label={t('auth.papersType')} options={PERSONAL_PAPERS} />
      <TextField form={form} name="papersNumber" label={t('auth.papersNumber')} maxLength={250} />
      <TextField form={form} name="address" label={t('auth.address')} autoComplete="street-address" maxLength={250} />
      <DocumentField form={form} name="attachment" label={t('auth.attachment')} urls={fileUrls} />
      <ErrorText error={form.formError} role="alert" />
      <button type="submit" className="mkt-btn mkt-submit" disabled={submit.busy}>{t('form.submit')}</button>
    </form>
  );
}
