// One document of an authentication form (spec §5 "documents 5 MB, pdf, doc or docx"): pick a
// file, check it and upload it with uploadFile (kit/upload/use-document-upload.ts), then show its
// name with a remove button. The form field holds the uploaded path; a refusal (ours or the
// server's, 4415/4422) shows under the field instead of a toast. A document sent before (a refused form
// being corrected) opens through the URL the server signed for its owner (`urls`, getAuthentication
// fileUrls: papers are private uploads, their path is only a name), so the owner can check what
// the reviewer saw before keeping or replacing it.
import { useId, useState } from 'react';
import { useT } from '../../ui/t-context.js';
import { ErrorText, type Form, type FormValues } from '../kit/form/index.js';
import { useDocumentUpload } from '../kit/upload/use-document-upload.js';

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
  const [fileName, setFileName] = useState('');
  const path = String(form.values[name] ?? '');
  const error = form.error(name);
  const { busy, pick, inputProps } = useDocumentUpload(
    (stored) => {
      setFileName(stored.fileName);
      form.set(name, stored.filePath as V[typeof name]);
    },
    (text) => form.fail(name, { text }),
  );
  const shown = fileName || baseName(path);

  return (
    <div className="mkt-field" role="group" aria-labelledby={`${id}-l`} aria-describedby={error ? `${id}-e` : `${id}-h`}>
      <span id={`${id}-l`} className="mkt-auth-label">{label}</span>
      <input {...inputProps} data-field={name} />
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
          onClick={pick}>
          <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round"><path d="M12 16V4M7 9l5-5 5 5M4 20h16" /></svg>
          {busy ? t('auth.uploading') : t('auth.chooseFile')}
        </button>
      )}
      {error ? <ErrorText id={`${id}-e`} error={error} /> : <p id={`${id}-h`} className="mkt-auth-hint">{t('auth.documentHint')}</p>}
    </div>
  );
}
