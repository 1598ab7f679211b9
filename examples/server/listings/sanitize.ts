// Listing content is HTML typed by users and shown as HTML on every details page (spec §2), so it
// is cleaned ON WRITE with the contract's allow-list (src/contract/html-allow-list.ts), the same
// one the app applies again before display. On top of it the server, which owns its storage,
// accepts server-path pictures only from its own uploads.
import sanitizeHtml from 'sanitize-html';
import {
  HTML_ATTRIBUTES, HTML_DROPPED_WITH_CONTENT, HTML_TAGS, IMAGE_SCHEMES, LINK_SCHEMES, isAllowedImageSrc, isAllowedLink,
} from '../../../src/contract/html-allow-list.js';

/** Our upload paths: /uploads/<yyyy-mm>/<name>.<png|jpg|jpeg> (no "..": dots only before the extension). */
export const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.(?:png|jpe?g)$/;

const ownPicture = (src: string) => isAllowedImageSrc(src) && (!src.startsWith('/') || UPLOAD_PATH.test(src));

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...HTML_TAGS],
  // plus the rel this file sets itself on links (never copied from the input, see transformTags)
  allowedAttributes: { ...Object.fromEntries(Object.entries(HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])), a: [...(HTML_ATTRIBUTES.a ?? []), 'rel'] },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [...IMAGE_SCHEMES] },
  allowProtocolRelative: false,
  // Text of dropped elements is kept, except where it is not text for the reader (the same list
  // as the app's).
  disallowedTagsMode: 'discard',
  nonTextTags: [...HTML_DROPPED_WITH_CONTENT],
  transformTags: {
    // Attributes are rebuilt, never copied: a link keeps only a checked href, its title and our rel.
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const safe: sanitizeHtml.Attributes = isAllowedLink(href) ? { href, rel: 'noopener noreferrer' } : {};
      if (attribs.title) safe.title = attribs.title.slice(0, 200);
      return { tagName, attribs: safe };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      const safe: sanitizeHtml.Attributes = ownPicture(src) ? { src, ...(attribs.alt ? { alt: attribs.alt.slice(0, 200) } : {}) } : {};
      return { tagName, attribs: safe };
    },
  },
  // An image whose source was refused is dropped entirely (the app does the same).
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export const sanitizeContent = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
