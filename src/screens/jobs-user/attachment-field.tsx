// The CV's one attachment (spec §5 "documents 5 MB, pdf, doc or docx"; §9 "one attachment"): pick
// a file, check it and upload it with uploadFile (kit/upload/use-document-upload.ts; a private
// upload: only its owner and the recruiters allowed to see the CV read it), then show its name
// with "replace" and "remove". The form holds the path and the original name.
import { useId } from 'react';
import { DOCUMENT } from '../../contract/constants.js';
import { toIntlLocale } from '../../i18n/resolve-language.js';
import { useT } from '../../ui/t-context.js';
import { ErrorText } from '../kit/form/field-error.js';
import type { Form } from '../kit/form/use-form.js';
import { useLanguage } from '../kit/price.js';
import { formatMegabytes } from '../kit/upload/file-checks.js';
import { useDocumentUpload } from '../kit/upload/use-document-upload.js';
import type { ResumeValues } from './resume-values.js';

/** A stored path's last segment, when the CV kept no original name. */
const baseName = (path: string): string => path.split('/').pop() ?? path;

export function AttachmentField({ form }: { form: Form<ResumeValues> }) {
  const t = useT();
  const id = useId();
  const language = useLanguage();
  const path = form.values.attachment;
  const shown = form.values.attachmentName || baseName(path);
  const error = form.error('attachment') ?? form.error('attachmentName');
  const { busy, pick, inputProps } = useDocumentUpload(
    (stored, file) => form.patch({ attachment: stored.filePath, attachmentName: stored.fileName || file.name }),
    (text) => form.fail('attachment', { text }),
  );

  return (
    <div className="mkt-field" role="group" aria-labelledby={`${id}-l`} aria-describedby={error ? `${id}-e` : `${id}-h`} data-field="attachment">
      <span id={`${id}-l`} className="mkt-ju-label">{t('jobs.seeker.form.attachment')}</span>
      <input {...inputProps} />
      {path ? (
        <div className="mkt-ju-file" data-file="attachment">
          <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round"><path d="M6 2h8l5 5v15H6zM14 2v5h5" /></svg>
          <span>{shown}</span>
          <button type="button" className="mkt-ju-small-btn" disabled={busy} onClick={pick}>
            {busy ? t('jobs.seeker.form.uploading') : t('jobs.seeker.form.replace')}
          </button>
          <button type="button" className="mkt-icon-btn" aria-label={t('jobs.seeker.form.remove', { name: shown })}
            onClick={() => { form.patch({ attachment: '', attachmentName: '' }); form.blur('attachment'); }}>
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="M6 6l12 12M18 6L6 18" /></svg>
          </button>
        </div>
      ) : (
        <button type="button" className={error ? 'mkt-ju-upload mkt-invalid' : 'mkt-ju-upload'} disabled={busy} onClick={pick}>
          <svg viewBox="0 0 24 24" aria-hidden="true" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round"><path d="M12 16V4M7 9l5-5 5 5M4 20h16" /></svg>
          {busy ? t('jobs.seeker.form.uploading') : t('jobs.seeker.form.chooseFile')}
        </button>
      )}
      {error ? <ErrorText id={`${id}-e`} error={error} /> : (
        <p id={`${id}-h`} className="mkt-ju-hint">
          {t('jobs.seeker.form.attachmentHint', { max: formatMegabytes(DOCUMENT.maxBytes, toIntlLocale(language)) })}
        </p>
      )}
    </div>
  );
}
