// A listing body as the app shows it: through the app's own sanitizer (src/ui/sanitize-html.ts:
// DOMPurify with the contract's allow-list, links opened apart with rel=noopener, pictures only
// from allowed sources). The reviewer sees what visitors will see, and a hostile body cannot run
// in the console, where a session can approve listings.
import { useMemo } from 'react';
import { sanitizeHtml } from '../../../src/ui/sanitize-html.js';

export function SafeHtml({ html, lang }: { html: string; lang?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // Sanitized just above: the only way listing HTML reaches the console's page.
  return <div className="html" lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
