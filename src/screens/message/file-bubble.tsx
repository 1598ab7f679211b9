// A document in the conversation (type 2): its original name, its size when known, and a download link. The record's signed URL
// (contract ChatRecord.fileUrl) opens a private upload; a plain path is resolved on the API server.
import type { LanguageCode } from '../../contract/envelope.js';
import { formatDecimal } from '../../i18n/format-decimal.js';
import { useT } from '../../ui/t-context.js';

/** The file name at the end of a path or URL, decoded; '' when there is none. */
export function fileNameOf(path: string): string {
  const last = path.split('?')[0]?.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** A size as the reader reads it: whole KB under 1 MB, else MB with one decimal, in the app's locale. */
export function fileSizeText(bytes: number, lang: LanguageCode, t: (key: 'chat.file.kb' | 'chat.file.mb', values: { n: string }) => string): string {
  if (bytes < 1024 * 1024) return t('chat.file.kb', { n: formatDecimal(Math.max(1, Math.round(bytes / 1024)), lang, 0) });
  return t('chat.file.mb', { n: formatDecimal(Math.round((bytes / (1024 * 1024)) * 10) / 10, lang, 1) });
}

/** name: the record's original name (ChatRecord.fileName) or the path's; url: '' while it is not uploaded. */
export function FileBubble({ name, url, size, lang }: { name: string; url: string; size?: number | undefined; lang: LanguageCode }) {
  const t = useT();
  const shown = name || t('chat.file.name');
  return (
    <span className="mkt-bub-file">
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
        <path d="M6 3h8l5 5v13H6z" />
        <path d="M14 3v5h5" />
      </svg>
      <span className="mkt-bub-file-name">
        <span data-file-name="">{shown}</span>
        <small>
          {size !== undefined && size > 0 && <span data-file-size="">{fileSizeText(size, lang, t)}</span>}
          {url && <a href={url} download={shown} target="_blank" rel="noopener">{t('chat.file.download')}</a>}
        </small>
      </span>
    </span>
  );
}
