// One document picked and sent (spec §5 "documents 5 MB, pdf, doc or docx"): the file is checked
// here first (extension, size: file-checks.ts), then uploaded with uploadFile (a private upload);
// a refusal, ours or the server's (4415 bad file, 4422 validation), is handed back as the text to
// show under the field instead of a toast. Shared by the authentication papers
// (user-auth/document-field.tsx) and the CV attachment (jobs-user/attachment-field.tsx); they
// differ in where the result goes and how it is drawn.
import { useRef, useState, type RefObject } from 'react';
import { useServices } from '../../../app/use-shell.js';
import { CODE } from '../../../contract/codes.js';
import { ENDPOINTS } from '../../../contract/endpoints.js';
import type { UploadFileReply } from '../../../contract/types/usercenter.js';
import { acceptOf, checkFile, DOCUMENT_RULE } from './file-checks.js';
import { useFileProblemText } from './use-file-problem.js';

const INLINE: readonly number[] = [CODE.BAD_FILE, CODE.VALIDATION];

export interface DocumentUpload {
  busy: boolean;
  /** Opens the file chooser. */
  pick(): void;
  /** For the hidden `<input type="file">` that `pick` opens. */
  inputProps: {
    ref: RefObject<HTMLInputElement | null>;
    type: 'file';
    hidden: true;
    accept: string;
    onChange(e: { currentTarget: HTMLInputElement }): void;
  };
}

export function useDocumentUpload(
  onUploaded: (stored: UploadFileReply, picked: File) => void,
  onRefused: (text: string) => void,
): DocumentUpload {
  const { api } = useServices();
  const problemText = useFileProblemText();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    const problem = checkFile(file, DOCUMENT_RULE);
    if (problem) return onRefused(problemText(problem));
    setBusy(true);
    const reply = await api.upload(ENDPOINTS.uploadFile, {}, file, file.name, { inline: INLINE });
    setBusy(false);
    if (reply.code === 200 && reply.customData) onUploaded(reply.customData, file);
    else if (INLINE.includes(reply.code)) onRefused(reply.message);
  };

  return {
    busy,
    pick: () => input.current?.click(),
    inputProps: {
      ref: input,
      type: 'file',
      hidden: true,
      accept: acceptOf(DOCUMENT_RULE),
      onChange: (e) => {
        const file = e.currentTarget.files?.[0];
        // Cleared, so picking the same file again (after a refusal) fires again.
        e.currentTarget.value = '';
        if (file) void upload(file);
      },
    },
  };
}
