// The publish form (spec §2 "Publish screens"): the module's widgets in their order
// (src/modules/publish-form.ts), the restored-draft bar, and the buttons stuck to the bottom: "next
// step" for a new listing (to the word check), "save" and "publish" for an edit. Messages show at
// the field on blur and all at once on a submit, which then scrolls to the first one.
import { useEffect, useRef, useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { LanguageCode } from '../../contract/envelope.js';
import { publishPayload } from '../../features/publish/payload.js';
import { useT } from '../../ui/t-context.js';
import { ErrorText } from '../kit/form/field-error.js';
import type { FormValues } from '../kit/form/use-form.js';
import { chooseCountry } from './fields/place-field.js';
import { Widget } from './fields/widget.js';
import type { WidgetEnv } from './fields/widget-props.js';
import { usePublishForm, type PublishSetup } from './use-publish-form.js';
import { NotPaidPanel } from './not-paid-panel.js';
import { publishManagePath, useSaveListing } from './use-save-listing.js';

export interface PublishFormViewProps extends PublishSetup {
  language: LanguageCode;
  /** The form came back from a draft (the bar offers to discard it). */
  restored: boolean;
  /** What discarding the draft goes back to: an empty form, or the listing as saved. */
  fresh: FormValues;
  /** Country of a new, empty form: the user's own (spec §4 loads its default city). */
  homeAreaId: string;
  /** Edit: the listing's language as stored (the update keeps it). */
  originalLanguageId?: LanguageCode | undefined;
}

/** The word check of this form's draft (spec §2: /common/checkWord?moduleId={module}). */
export const checkWordPath = (moduleId: number, serviceId?: string): string =>
  `/common/checkWord?moduleId=${moduleId}${serviceId ? `&serviceId=${encodeURIComponent(serviceId)}` : ''}`;

export function PublishFormView(p: PublishFormViewProps) {
  const t = useT();
  const { api } = useServices();
  const { dialogs, navigate } = useShell();
  const { form, flush, forget } = usePublishForm(p);
  const save = useSaveListing(p.m);
  const [restored, setRestored] = useState(p.restored);
  const [picturesBusy, setPicturesBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  /** A listing the server kept as not paid (an edit is never, the reply is handled all the same). */
  const [unpaid, setUnpaid] = useState<string | null>(null);
  const root = useRef<HTMLFormElement>(null);
  const serviceId = p.draft.serviceId;
  const editing = Boolean(serviceId);

  useHomeCountry(!editing && !p.restored, p.homeAreaId, p.language, form);

  const env: WidgetEnv = {
    m: p.m, userId: p.userId, mobileCode: p.mobileCode, releaseAreaNum: p.releaseAreaNum ?? 1, language: p.language,
    onPicturesBusy: setPicturesBusy,
  };

  /** Validates; false (with every message shown and the first field in view) when something is wrong. */
  const ready = (): boolean => {
    if (picturesBusy) {
      dialogs.toast(t('publish.picturesBusy'));
      return false;
    }
    if (form.check()) return true;
    dialogs.toast(t('publish.fixFields'));
    const first = form.invalidFields().map((name) => root.current?.querySelector<HTMLElement>(`[data-field="${name}"]`)).find(Boolean);
    first?.scrollIntoView({ block: 'center' });
    first?.querySelector<HTMLElement>('input,select,textarea,button,[contenteditable=true]')?.focus({ preventScroll: true });
    return false;
  };

  const toWordCheck = () => {
    if (!ready()) return;
    flush();
    navigate(checkWordPath(p.m.moduleId, serviceId));
  };

  /** Edit "save" (spec §2): validate, save, go to publish management; a found word goes to the check. */
  const saveEdit = async () => {
    if (!ready() || saving) return;
    setSaving(true);
    try {
      const payload = publishPayload(p.m, p.layout, form.values, { userId: p.userId, serviceId, originalLanguageId: p.originalLanguageId });
      const outcome = await save(payload, p.userId, serviceId);
      if (outcome.kind === 'saved') {
        forget();
        dialogs.toast(t('publish.saved'));
        navigate(publishManagePath(p.m), { replace: true });
      } else if (outcome.kind === 'notPaid') {
        forget();
        setUnpaid(outcome.serviceId);
      } else if (outcome.kind === 'words') {
        flush();
        navigate(checkWordPath(p.m.moduleId, serviceId));
      } else if (outcome.kind === 'invalid') {
        for (const issue of outcome.issues) form.fail(issue.path, issue.key ? { key: issue.key } : { text: outcome.message });
        if (outcome.issues.length === 0) form.fail('', { text: outcome.message });
      }
    } finally {
      setSaving(false);
    }
  };

  const discard = () => {
    forget();
    form.patch(p.fresh);
    setRestored(false);
    dialogs.toast(t('publish.draftDiscarded'));
    if (!editing) void presetCountry(api, p.homeAreaId, p.language, form);
  };

  if (unpaid !== null) return <NotPaidPanel m={p.m} serviceId={unpaid} />;
  return (
    <>
      {restored && (
        <div className="mkt-pub-draft" role="status">
          <span>{t('publish.draftRestored')}</span>
          <button type="button" onClick={discard}>{t('publish.discardDraft')}</button>
        </div>
      )}
      <form ref={root} className="mkt-form" noValidate onSubmit={(e) => {
        e.preventDefault();
        if (editing) void saveEdit();
        else toWordCheck();
      }}>
        {p.layout.widgets.map((w) => <Widget key={w.name} w={w} form={form} env={env} />)}
        <ErrorText error={form.formError} role="alert" />
        <div className="mkt-pub-bar">
          {editing ? (
            <>
              <button type="submit" className="mkt-btn mkt-btn-ghost" disabled={saving}>{t('publish.save')}</button>
              <button type="button" className="mkt-btn" disabled={saving} onClick={toWordCheck}>{t('publish.publish')}</button>
            </>
          ) : (
            <button type="submit" className="mkt-btn" aria-disabled={picturesBusy || undefined}>{t('publish.next')}</button>
          )}
        </div>
      </form>
    </>
  );
}

type CountryForm = Parameters<typeof chooseCountry>[0] & { values: FormValues };

/** The user's own country (and its default city) on an empty new form. */
async function presetCountry(api: ReturnType<typeof useServices>['api'], areaId: string, languageId: LanguageCode, form: CountryForm): Promise<void> {
  if (!areaId) return;
  const reply = await api.call(ENDPOINTS.getCountry, { languageId }, { silent: true });
  const country = reply.code === 200 && Array.isArray(reply.customData) ? reply.customData.find((c) => c.id === areaId) : undefined;
  if (country) await chooseCountry(form, api, country);
}

function useHomeCountry(enabled: boolean, areaId: string, language: LanguageCode, form: CountryForm): void {
  const { api } = useServices();
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || done.current) return;
    done.current = true;
    const ids = form.values.areaIds;
    if (Array.isArray(ids) && ids.length > 0) return;
    void presetCountry(api, areaId, language, form);
  }, [enabled]);
}
