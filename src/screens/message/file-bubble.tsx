// A document in the conversation (type 2): its name and a download link. The record's signed URL
// (contract ChatRecord.fileUrl) opens a private upload; a plain path is resolved on the API server.
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

export function FileBubble({ name, url }: { name: string; url: string }) {
  const t = useT();
  const shown = name || t('chat.file.name');
  return (
    <span className="mkt-bub-file">
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
        <path d="M6 3h8l5 5v13H6z" />
        <path d="M14 3v5h5" />
      </svg>
      <span>{shown}</span>
      <a href={url} download={shown} target="_blank" rel="noopener">{t('chat.file.download')}</a>
    </span>
  );
}
