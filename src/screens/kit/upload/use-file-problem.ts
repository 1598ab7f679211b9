// A client-side file refusal as the text shown under the field (limit in the user's units).
import { useShell } from '../../../app/use-shell.js';
import type { LanguageCode } from '../../../contract/envelope.js';
import { toIntlLocale } from '../../../i18n/resolve-language.js';
import { useT } from '../../../ui/t-context.js';
import { formatMegabytes, type FileProblem } from './file-checks.js';

export function useFileProblemText(): (p: FileProblem) => string {
  const t = useT();
  const locale = toIntlLocale(useShell().i18n.language as LanguageCode);
  return (p) => (p.maxBytes === undefined ? t(p.key) : t(p.key, { max: formatMegabytes(p.maxBytes, locale) }));
}
