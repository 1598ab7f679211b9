// Listing and article bodies are HTML written by users and editors (spec §2 "html content"). They
// are shown only through the allow-list's sanitizer (ui/sanitize-html.ts, DOMPurify). Pictures are
// resolved against the API server (AppServices.media), and a tap opens them in the viewer (spec §2
// /article "tapping an image opens a viewer").
import { useEffect, useMemo, useRef } from 'react';
import { useServices } from '../../app/use-shell.js';
import { sanitizeHtml } from '../../ui/sanitize-html.js';
import { useStyle } from '../../ui/use-style.js';

const CSS =
  '.mkt-html{font-size:16px;line-height:1.65;overflow-wrap:anywhere;word-break:break-word}' +
  '.mkt-html>:first-child{margin-top:0}.mkt-html>:last-child{margin-bottom:0}' +
  '.mkt-html p,.mkt-html ul,.mkt-html ol,.mkt-html blockquote,.mkt-html pre,.mkt-html figure{margin:0 0 12px}' +
  '.mkt-html ul,.mkt-html ol{padding-left:22px}' +
  '.mkt-html h2,.mkt-html h3,.mkt-html h4,.mkt-html h5,.mkt-html h6{margin:16px 0 8px;font-size:17px;line-height:1.35}' +
  '.mkt-html img{display:block;max-width:100%;height:auto;margin:8px 0;border-radius:8px;background:#e9e9ee}' +
  '.mkt-html-zoom img{cursor:zoom-in}' +
  '.mkt-html a{color:var(--mkt-accent);text-decoration:underline}' +
  '.mkt-html pre{overflow-x:auto;white-space:pre-wrap}' +
  '.mkt-html blockquote{padding-left:12px;border-left:3px solid #dcdce2;color:var(--mkt-muted)}' +
  '.mkt-html table{display:block;max-width:100%;overflow-x:auto;border-collapse:collapse}' +
  '.mkt-html td,.mkt-html th{padding:4px 8px;border:1px solid #e3e3e8}';

export interface HtmlContentProps {
  html: string;
  className?: string;
  /** Language of the text (lang attribute), when it is not the page's. */
  lang?: string;
  /** Opens the viewer on the tapped picture: its index among the body's pictures and their URLs. */
  onImageOpen?: (index: number, urls: string[]) => void;
  /** Accessible name of a picture that opens the viewer. */
  imageLabel?: string;
}

export function HtmlContent({ html, className, lang, onImageOpen, imageLabel }: HtmlContentProps) {
  useStyle('html-content', CSS);
  const { media } = useServices();
  const clean = useMemo(() => sanitizeHtml(html, media), [html, media]);
  const box = useRef<HTMLDivElement>(null);
  const zoom = Boolean(onImageOpen);

  // Pictures that open the viewer are reachable by keyboard too.
  useEffect(() => {
    if (!zoom) return;
    box.current?.querySelectorAll('img').forEach((img) => {
      img.tabIndex = 0;
      img.setAttribute('role', 'button');
      if (imageLabel) img.setAttribute('aria-label', img.alt ? `${imageLabel}: ${img.alt}` : imageLabel);
    });
  }, [clean, zoom, imageLabel]);

  const open = (target: EventTarget | null) => {
    if (!onImageOpen || !(target instanceof HTMLElement) || target.tagName !== 'IMG') return false;
    const images = Array.from(box.current?.querySelectorAll('img') ?? []);
    const index = images.indexOf(target as HTMLImageElement);
    if (index < 0) return false;
    onImageOpen(index, images.map((i) => i.getAttribute('src') ?? ''));
    return true;
  };

  return (
    <div
      ref={box}
      lang={lang}
      className={['mkt-html', zoom ? 'mkt-html-zoom' : '', className ?? ''].filter(Boolean).join(' ')}
      // Sanitized just above (sanitizeHtml): the only way user HTML reaches the page.
      dangerouslySetInnerHTML={{ __html: clean }}
      onClick={(e) => {
        if (open(e.target)) e.preventDefault();
      }}
      onKeyDown={(e) => {
        if ((e.key === 'Enter' || e.key === ' ') && open(e.target)) e.preventDefault();
      }}
    />
  );
}
