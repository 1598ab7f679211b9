// A picked picture made ready to upload (spec §5 "Images: only jpg, png, jpeg; above 2,097,152
// bytes compress at quality 0.7"; §8 "Compression failed"): the type is checked here by its
// extension; a picture above 2 MB is compressed in the worker (a phone camera's 4 MB photo is the
// common case, refusing it would turn most users away); a refusal comes back as the text to show.
import { useServices } from '../../../app/use-shell.js';
import type { MessageKey } from '../../../i18n/keys.js';
import { useT } from '../../../ui/t-context.js';
import { checkFile, PICTURE_RULE } from './file-checks.js';
import { useFileProblemText } from './use-file-problem.js';

export type PreparedPicture = { ok: true; file: Blob; name: string } | { ok: false; problem: string };

export function usePreparePicture(): (file: File) => Promise<PreparedPicture> {
  const t = useT();
  const { images } = useServices();
  const problemText = useFileProblemText();
  return async (file) => {
    const refused = checkFile(file, PICTURE_RULE);
    if (!refused) return { ok: true, file, name: file.name };
    // Too large is the only refusal compression can cure (and only where a worker is wired).
    if (refused.key !== 'errors.fileTooLarge' || !images) return { ok: false, problem: problemText(refused) };
    const result = await images.compress(file);
    if (!result.ok) return { ok: false, problem: result.error.key ? t(result.error.key as MessageKey) : result.error.message };
    // Still above the limit (a huge panorama): the server would refuse it; say so here.
    const still = checkFile({ name: file.name, size: result.value.size }, PICTURE_RULE);
    return still ? { ok: false, problem: problemText(still) } : { ok: true, file: result.value.file, name: file.name };
  };
}
