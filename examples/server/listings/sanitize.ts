// Listing content is HTML typed by users and shown as HTML on every details page (spec §2), so it
// is cleaned ON WRITE with an allow-list: simple text formatting, links to http(s) only, images
// from our own uploads or https only. Scripts, event handlers, styles and javascript: URLs go.
import sanitizeHtml from 'sanitize-html';

/** Our upload paths: /uploads/<yyyy-mm>/<name>.<png|jpg|jpeg> (no "..": dots only before the extension). */
export const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.(?:png|jpe?g)$/;
const HTTPS_URL = /^https:\/\/[^\s"'<>\\]+$/i;
const LINK_URL = /^https?:\/\/[^\s"'<>\\]+$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a', 'img'],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Text of dropped elements is kept, except where it is code (script, style, ...).
  disallowedTagsMode: 'discard',
  transformTags: {
    // Attributes are rebuilt, never copied: a link keeps only a checked href and our rel.
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const safe: sanitizeHtml.Attributes = LINK_URL.test(href) ? { href, rel: 'noopener noreferrer' } : {};
      return { tagName, attribs: safe };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      const ok = UPLOAD_PATH.test(src) || HTTPS_URL.test(src);
      const safe: sanitizeHtml.Attributes = ok ? { src, ...(attribs.alt ? { alt: attribs.alt.slice(0, 200) } : {}) } : {};
      return { tagName, attribs: safe };
    },
  },
  // An image whose source was refused is dropped entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export const sanitizeContent = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
