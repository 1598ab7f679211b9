// The one sanitizer of listing and article bodies on a page (spec §2 "html content"): DOMPurify
// with the contract's allow-list (src/contract/html-allow-list.ts), the same one the reference
// server cleans with on write. Links open in a new browsing context with rel=noopener (the app may
// be embedded: a link must never replace the partner's page or get a handle on it); pictures are
// lazy, from allowed sources only, resolved by the caller. DOM-only, no shell: the app's body view
// (screens/kit/html-content.tsx), its editor and the operator console all clean through it.
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import {
  HTML_ATTRIBUTES, HTML_DROPPED_WITH_CONTENT, HTML_TAGS, isAllowedImageSrc, isAllowedLink,
} from '../contract/html-allow-list.js';

const CONFIG: Config = {
  ALLOWED_TAGS: [...HTML_TAGS],
  // Per-element attributes are enforced by the hook below; DOMPurify takes one list for all.
  ALLOWED_ATTR: [...new Set(Object.values(HTML_ATTRIBUTES).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // The text of a removed wrapper (e.g. <font>, <h1>) stays; the contents of these never do.
  KEEP_CONTENT: true,
  FORBID_CONTENTS: [...HTML_DROPPED_WITH_CONTENT],
};

let purifier: Purifier | null = null;
/** Set for the duration of one synchronous sanitize() call (the hook below reads it). */
let resolveSrc: (src: string) => string = (s) => s;

/** Our own DOMPurify instance, so our hooks never leak into another user of the library. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook('uponSanitizeAttribute', (node, data) => {
    if (!(HTML_ATTRIBUTES[node.nodeName.toLowerCase()] ?? []).includes(data.attrName)) data.keepAttr = false;
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (!isAllowedLink(href)) node.removeAttribute('href');
      else if (/^https?:/i.test(href.trim())) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    } else if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      // A picture whose source is refused goes entirely, as on the server (DOMPurify alone would
      // keep it, and lets data: pictures through whatever the URI rule says).
      const url = isAllowedImageSrc(src) ? resolveSrc(src.trim()) : '';
      if (!url) {
        node.remove();
        return;
      }
      node.setAttribute('src', url);
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  purifier = p;
  return p;
}

/** Sanitized HTML of a listing or article body; `resolve` maps server picture paths to URLs. */
export function sanitizeHtml(html: string, resolve: (src: string) => string = (s) => s): string {
  if (!html) return '';
  const previous = resolveSrc;
  resolveSrc = resolve;
  try {
    return getPurifier().sanitize(html, CONFIG);
  } finally {
    resolveSrc = previous;
  }
}
