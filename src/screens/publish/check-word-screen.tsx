// /common/checkWord?moduleId=N[&serviceId=S] (spec §2 "New listing: button 'next step' goes to
// /common/checkWord ..., then the save is made and on success the product goes to
// /common/publishManage?moduleId={module}"; §5 "Sensitive text must be edited before continuing").
// Reads the module's draft, asks CheckWordAndOriginal about title, content, contacts and location,
// shows each with the found words in red, and lets the user edit them here: a save is offered
// only for the text that passed the last check. The edits go into the draft as they are typed.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { NotAvailable } from '../../app/not-available.js';
import { useServices, useShell } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { LanguageCode } from '../../contract/envelope.js';
import type { CheckWordReply, SensitiveHit } from '../../contract/types/commons.js';
import { htmlToPlain } from '../../contract/validation/plain-text.js';
import { createDraftSaver } from '../../features/publish/draft-saver.js';
import { publishPayload } from '../../features/publish/payload.js';
import type { MessageKey } from '../../i18n/keys.js';
import { publishFormOf, type PublishFormLayout } from '../../modules/publish-form.js';
import { moduleById } from '../../modules/registry.js';
import type { ListingModule } from '../../modules/types.js';
import type { ScreenProps } from '../../routes/route-types.js';
import type { DraftRef } from '../../stores/publish.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame } from '../kit/account-frame.js';
import { ErrorText } from '../kit/form/field-error.js';
import type { FieldError } from '../kit/form/use-form.js';
import { RichTextField } from '../kit/rich-text/rich-text-field.js';
import { useBack } from '../kit/use-back.js';
import { hitsOf, markRuns } from './marks.js';
import { usePublishStyle } from './publish-styles.js';
import { NotPaidPanel } from './not-paid-panel.js';
import { publishManagePath, useSaveListing } from './use-save-listing.js';
import { modulePath } from '../../modules/identities.js';

type Texts = { title: string; content: string; contacts: string; location: string };
type Checked = { reply: CheckWordReply; texts: Texts };
const FIELDS = ['title', 'content', 'contacts', 'location'] as const;

const textsOf = (v: Readonly<Record<string, unknown>>): Texts => {
  const s = (x: unknown) => (typeof x === 'string' ? x : '');
  return { title: s(v.title), content: s(v.content), contacts: s(v.contacts), location: s(v.location) };
};
const same = (a: Texts, b: Texts) => FIELDS.every((f) => a[f] === b[f]);

export function CheckWordScreen({ query }: ScreenProps) {
  const t = useT();
  usePublishStyle();
  const m = moduleById(Number(query.get('moduleId') ?? ''));
  const layout = m ? publishFormOf(m) : null;
  const serviceId = (query.get('serviceId') ?? '').trim();
  /** The listing the server kept as not paid (its serviceId): the panel replaces the check, and the header says so. */
  const [unpaid, setUnpaid] = useState<string | null>(null);
  if (!m || !layout) return <NotAvailable path="/common/checkWord" />;
  const formPath = `${modulePath(m, 'publish')}${serviceId ? `?serviceId=${encodeURIComponent(serviceId)}` : ''}`;
  return (
    <AccountFrame title={t(unpaid === null ? 'publish.check.title' : serviceId ? 'publish.editTitle' : 'publish.newTitle')} fallback={formPath} className="mkt-pub">
      {unpaid === null
        ? <CheckWordBody m={m} layout={layout} serviceId={serviceId} formPath={formPath} onUnpaid={setUnpaid} />
        : <NotPaidPanel m={m} serviceId={unpaid} />}
    </AccountFrame>
  );
}

function BackToForm({ href }: { href: string }) {
  const t = useT();
  const back = useBack();
  return <Link href={href} className="mkt-pub-link" onClick={back}>{t('publish.check.backToForm')}</Link>;
}

function Marked({ text, hits, label }: { text: string; hits: SensitiveHit[]; label: string }) {
  return (
    <p className="mkt-pub-preview" aria-label={label}>
      {markRuns(text, hits).map((run, i) => (run.marked ? <mark key={i}>{run.text}</mark> : run.text))}
    </p>
  );
}

function CheckWordBody({ m, layout, serviceId, formPath, onUnpaid }: {
  m: ListingModule; layout: PublishFormLayout; serviceId: string; formPath: string; onUnpaid: (serviceId: string) => void;
}) {
  const t = useT();
  const { api, stores } = useServices();
  const { dialogs, navigate } = useShell();
  const save = useSaveListing(m);
  const userId = useStore(stores.session.userId);
  const ref: DraftRef = { userId, moduleKey: m.key, ...(serviceId ? { serviceId } : {}) };
  const draft = useMemo(() => stores.publish.read(ref), [userId, m.key, serviceId]);
  const saver = useMemo(() => createDraftSaver(stores.publish, ref), [userId, m.key, serviceId]);
  useEffect(() => () => {
    saver.flush();
    saver.dispose();
  }, [saver]);

  const [texts, setTexts] = useState<Texts>(() => textsOf(draft?.values ?? {}));
  const [checked, setChecked] = useState<Checked | null>(null);
  const [status, setStatus] = useState<'checking' | 'idle' | 'error' | 'saving'>('checking');
  const [problems, setProblems] = useState<{ field: string; error: FieldError }[]>([]);
  const seq = useRef(0);
  const titleId = useId();

  const runCheck = async (what: Texts) => {
    const mine = ++seq.current;
    setStatus('checking');
    setProblems([]);
    const reply = await api.call(ENDPOINTS.checkWordAndOriginal, { moduleId: m.moduleId, ...what });
    if (mine !== seq.current) return;
    if (reply.code === 200 && reply.customData) {
      setChecked({ reply: reply.customData, texts: what });
      setStatus('idle');
    } else setStatus('error');
  };
  useEffect(() => {
    if (draft) void runCheck(texts);
  }, []);

  if (!draft) {
    return (
      <div className="mkt-pub-check">
        <p className="mkt-pub-status" data-kind="info">{t('publish.check.noDraft')}</p>
        <BackToForm href={formPath} />
      </div>
    );
  }

  const edit = (field: keyof Texts, value: string) => {
    const next = { ...texts, [field]: value };
    setTexts(next);
    saver.schedule({ ...draft.values, ...next });
  };

  const hits = checked?.reply.hits ?? [];
  const current = checked !== null && same(checked.texts, texts);
  const clean = current && hits.length === 0;
  const shown = checked?.texts ?? texts;

  const onSave = async () => {
    if (!checked || !clean || status !== 'idle') return;
    setStatus('saving');
    const values = { ...draft.values, ...texts };
    const payload = publishPayload(m, layout, values, {
      userId, serviceId: serviceId || undefined, originalLanguageId: checked.reply.originalLanguageId as LanguageCode,
    });
    const outcome = await save(payload, userId, serviceId || undefined);
    if (outcome.kind === 'saved' || outcome.kind === 'notPaid') {
      // Either way the listing is stored: the draft has done its work.
      saver.cancel();
      stores.publish.discard(ref);
      if (outcome.kind === 'notPaid') {
        onUnpaid(outcome.serviceId);
        return;
      }
      dialogs.toast(t('publish.saved'));
      navigate(publishManagePath(m), { replace: true });
      return;
    }
    setStatus('idle');
    if (outcome.kind === 'words') {
      // The list changed since the check (or another tab changed the text): mark again.
      setChecked({ reply: { ...checked.reply, sensitiveWords: outcome.sensitiveWords, hits: outcome.hits }, texts });
    } else if (outcome.kind === 'invalid') {
      const list = outcome.issues.map((i) => ({ field: i.path.split('.')[0] ?? '', error: i.key ? { key: i.key } : { text: outcome.message } }));
      setProblems(list.length ? list : [{ field: '', error: { text: outcome.message } }]);
    }
  };

  const problemOf = (field: string) => problems.find((p) => p.field === field)?.error;
  const others = problems.filter((p) => !(FIELDS as readonly string[]).includes(p.field));
  const labelOf = (field: string): string => {
    const w = layout.widgets.find((x) => x.covers.includes(field));
    return w ? t(`publish.fields.${w.label ?? w.name}` as MessageKey) : field;
  };

  let banner;
  if (status === 'checking') banner = <p className="mkt-pub-status" data-kind="info" role="status">{t('publish.check.checking')}</p>;
  else if (status === 'error') banner = <p className="mkt-pub-status" data-kind="bad" role="alert">{t('publish.check.failed')}</p>;
  else if (checked && hits.length > 0) {
    banner = <p className="mkt-pub-status" data-kind="bad" role="alert">{t('publish.check.found', { words: checked.reply.sensitiveWords.join(', ') })}</p>;
  } else if (checked && !current) banner = <p className="mkt-pub-status" data-kind="info" role="status">{t('publish.check.changed')}</p>;
  else if (clean) banner = <p className="mkt-pub-status" data-kind="ok" role="status">{t('publish.check.clean')}</p>;

  return (
    <div className="mkt-pub-check">
      <p className="mkt-pub-note">{t('publish.check.intro')}</p>
      {banner}
      <div className="mkt-field">
        <label htmlFor={titleId}>{t('publish.fields.title')}</label>
        {hitsOf(hits, 'title').length > 0 && <Marked text={shown.title} hits={hitsOf(hits, 'title')} label={t('publish.fields.title')} />}
        <div className={problemOf('title') || hitsOf(hits, 'title').length ? 'mkt-input-row mkt-invalid' : 'mkt-input-row'}>
          <input id={titleId} name="title" maxLength={200} value={texts.title} onInput={(e) => edit('title', e.currentTarget.value)} />
        </div>
        <ErrorText error={problemOf('title')} />
      </div>
      {hitsOf(hits, 'content').length > 0 && (
        <Marked text={htmlToPlain(shown.content)} hits={hitsOf(hits, 'content')} label={t('publish.fields.content')} />
      )}
      <RichTextField value={texts.content} label={t('publish.fields.content')} error={problemOf('content')} onChange={(html) => edit('content', html)} />
      {(['contacts', 'location'] as const).filter((f) => hitsOf(hits, f).length > 0 || problemOf(f)).map((f) => (
        <div key={f} className="mkt-field">
          <label htmlFor={`${titleId}-${f}`}>{labelOf(f)}</label>
          <Marked text={shown[f]} hits={hitsOf(hits, f)} label={labelOf(f)} />
          <div className="mkt-input-row mkt-invalid">
            <input id={`${titleId}-${f}`} name={f} maxLength={250} value={texts[f]} onInput={(e) => edit(f, e.currentTarget.value)} />
          </div>
          <ErrorText error={problemOf(f)} />
        </div>
      ))}
      {others.length > 0 && (
        <div role="alert">
          <ul className="mkt-pub-problems">
            {others.map((p) => (
              <li key={p.field}>
                {p.field ? t('publish.check.fieldProblem', { field: labelOf(p.field), message: 'key' in p.error ? t(p.error.key as MessageKey) : p.error.text }) : 'text' in p.error ? p.error.text : t(p.error.key as MessageKey)}
              </li>
            ))}
          </ul>
          <BackToForm href={formPath} />
        </div>
      )}
      <div className="mkt-pub-bar">
        {clean ? (
          <button type="button" className="mkt-btn" disabled={status !== 'idle'} onClick={() => void onSave()}>{t('publish.save')}</button>
        ) : (
          <button type="button" className="mkt-btn" disabled={status === 'checking' || status === 'saving'} onClick={() => void runCheck(texts)}>{t('publish.check.checkAgain')}</button>
        )}
      </div>
    </div>
  );
}
