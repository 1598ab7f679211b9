// The description of a details page (spec §2 "html content"): the listing's html in the language
// it is written in (use-text-toggle.ts), its pictures opening the viewer. Listings and jobs title
// it; articles, whose whole page is the content, show it without a heading.
import type { LanguageCode } from '../../contract/envelope.js';
import { toHtmlLang } from '../../i18n/resolve-language.js';
import { useT } from '../../ui/t-context.js';
import { HtmlContent } from '../kit/html-content.js';
import type { PictureViewer } from './use-picture-viewer.js';

interface DescriptionProps {
  html: string;
  lang: LanguageCode;
  /** The section's name; shown as its heading when `heading`. */
  label: string;
  heading: boolean;
  viewer: PictureViewer;
}

export function Description({ html, lang, label, heading, viewer }: DescriptionProps) {
  const t = useT();
  if (!html) return null;
  return (
    <section className="mkt-dt-sec" aria-label={label}>
      {heading && <h2 className="mkt-dt-h2">{label}</h2>}
      <HtmlContent
        html={html}
        lang={toHtmlLang(lang)}
        imageLabel={t('details.viewer.openPicture')}
        onImageOpen={(index, urls) => viewer.open(urls, index)}
      />
    </section>
  );
}
