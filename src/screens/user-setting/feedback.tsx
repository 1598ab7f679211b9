// /usercenter/userSetting/feedback (spec §2 userSetting; §3 module id 12; §7 insertUserFeedback):
// the text (required, at most 250, live counter), up to 6 pictures uploaded under module 12, and
// optional contact details. Needs a session (the call is the user's). Refusals about what was typed
// (4422, 4429 "too many") show in the form; on success a toast and back to the settings.
import { useStore } from '@nanostores/react';
import { useServices, useShell } from '../../app/use-shell.js';
import { IMAGE, LIMITS, MODULE_ID } from '../../contract/constants.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { useT } from '../../ui/t-context.js';
import { ErrorText, TextField, useForm, useSubmit } from '../kit/form/index.js';
import { PicturesField } from '../kit/upload/index.js';
import { ContentField } from './content-field.js';
import { EMPTY_FEEDBACK, feedbackFieldsSchema, type CheckedFeedback } from './feedback-form.js';
import { SETTINGS_INDEX, SettingFrame } from './setting-frame.js';

/** A refusal of one picture ('imgList.2') belongs to the pictures field. */
const PICTURE_ISSUES = Object.fromEntries(Array.from({ length: IMAGE.maxCount }, (_, i) => [`imgList.${i}`, 'imgList']));

export function FeedbackScreen() {
  const t = useT();
  return (
    <SettingFrame title={t('settings.feedback')} needsLogin>
      <FeedbackForm />
    </SettingFrame>
  );
}

function FeedbackForm() {
  const t = useT();
  const { stores } = useServices();
  const { dialogs, navigate } = useShell();
  const userId = useStore(stores.session.userId);
  const form = useForm(feedbackFieldsSchema, EMPTY_FEEDBACK);
  const submit = useSubmit();
  const send = async () => {
    const checked: CheckedFeedback | null = form.check<typeof feedbackFieldsSchema>();
    if (!checked) return;
    const body = { userId, content: checked.content.trim(), imgList: checked.imgList, contacts: checked.contacts.trim() };
    if (!(await submit.run(ENDPOINTS.insertUserFeedback, body, form, PICTURE_ISSUES))) return;
    dialogs.toast(t('settings.feedbackSent'));
    navigate(SETTINGS_INDEX, { replace: true });
  };
  return (
    <form className="mkt-form" noValidate data-form="feedback" onSubmit={(e) => { e.preventDefault(); void send(); }}>
      <ContentField form={form} label={t('settings.feedbackContent')} placeholder={t('settings.feedbackPlaceholder')} />
      <PicturesField form={form} name="imgList" label={t('settings.feedbackPictures')} moduleId={MODULE_ID.feedback} />
      <TextField form={form} name="contacts" label={t('settings.feedbackContacts')} placeholder={t('settings.feedbackContactsPlaceholder')}
        maxLength={LIMITS.freeInputMax} />
      <ErrorText error={form.formError} role="alert" />
      <button type="submit" className="mkt-btn mkt-submit" disabled={submit.busy}>{t('form.submit')}</button>
    </form>
  );
}
