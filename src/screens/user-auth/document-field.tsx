// One document of an authentication form (spec §5 "documents 5 MB, pdf, doc or docx"): pick a
// file, check it here (type by extension, size), upload it with uploadFile, then show its name
// with a remove button. The form field holds the uploaded path; a refusal (ours or the server's,
// 4415/4422) shows under the field instead of a toast. A document sent before (a refused form
// being corrected) opens through the URL the server signed for its owner (`urls`, getAuthentication
// fileUrls: papers are private uploads, their path is only a name), so the owner can check what
// the reviewer saw before keeping or replacing it.
import { useId, useRef, useState } from 'react';
import { useServices } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { useT } from '../../ui/t-context.js';
import { ErrorText, type Form, type FormValues } from '../kit/form/index.js';
import { acceptOf, checkFile, DOCUMENT_RULE } from '../kit/upload/file-checks.js';
import { useFileProblemText } from '../kit/upload/use-file-problem.js';

const INLINE: readonly number[] = [CODE.BAD_FILE, CODE.VALIDATION];

/** A stored path's last segment, for a document picked before this visit (resubmission). */
const baseName = (path: string): string => path.split('/').pop() ?? path;

export function DocumentField<V extends FormValues>({ form, name, label, urls = {} }: {
  form: Form<V>;
  name: keyof V & string;
  label: string;
  urls?: Readonly<Record<string, string>>;
}) {
  const t = useT();
  const id = useId();
  const { api } = useServices();
  const problemText = useFileProblemText();
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState('');
  const [busy, setBusy] = useState(false);
  const path = String(form.values[name] ?? '');
  const error = form.error(name);

  const upload = async (file: File) => {
    const problem = checkFile(file, DOCUMENT_RULE);
    if (problem) return form.fail(name, { text: problemText(problem) });
    setBusy(true);
    const reply = await api.upload(ENDPOINTS.uploadFile, {}, file, file.name, { inline: INLINE });
    setBusy(false);
    if (reply.code === 200 && reply.customData) {
      setFileName(reply.customData.fileName);
      form.set(name, reply.customData.filePath as V[typeof name]);
    } else if (INLINE.includes(reply.code)) {
      form.fail(name, { text: reply.message });
    }
  };
  const shown = fileName || baseName(path);

  return (
    <div className="mkt-field" role="group" aria-labelledby={`${id}-l`} aria-describedby={error ? `${id}-e` : `${id}-h`}>
      <span id={`${id}-l`} className="mkt-auth-label">{label}</span>
      <input ref={input} type="file" hidden accept={acceptOf(DOCUMENT_RULE)} data-field={name}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void upload(file);
        }} />
      {path ? (
        <div className="mkt-auth-file" data-file={name}>
          <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round"><path d="M6 2h8l5 5v15H6zM14 2v5h5" /></svg>
          {urls[path] ? <a href={urls[path]} download={shown} target="_blank" rel="noopener noreferrer" data-action="open-document">{shown}</a> : <span>{shown}</span>}
          <button type="button" className="mkt-icon-btn" aria-label={t('auth.remove', { name: shown })}
            onClick={() => { setFileName(''); form.set(name, '' as V[typeof name]); form.blur(name); }}>
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="M6 6l12 12M18 6L6 18" /></svg>
          </button>
        </div>
      ) : (
        <button type="button" className={error ? 'mkt-auth-pick mkt-invalid' : 'mkt-auth-pick'} disabled={busy} aria-invalid={error ? true : undefined}
          onClick={() => input.current?.click()}>
          <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round"><path d="M12 16V4M7 9l5-5 5 5M4 20h16" /></svg>
          {busy ? t('auth.uploading') : t('auth.chooseFile')}
        </button>
      )}
      {error ? <ErrorText id={`${id}-e`} error={error} /> : <p id={`${id}-h`} className="mkt-auth-hint">{t('auth.documentHint')}</p>}
    </div>
  );
}
