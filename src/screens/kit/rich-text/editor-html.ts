// What the listing editor writes (spec §3 content is HTML; §2 details "html content"): only what
// its toolbar makes — paragraphs, line breaks, bold, italic, bulleted and numbered lists, h3
// headings — a subset of the contract's allow-list (src/contract/html-allow-list.ts), with no
// attribute at all. The browser's editing commands write other spellings (b, i, div, spans with
// styles after a paste), and pasted pages bring anything: this turns any of it into the subset,
// keeping the text of what it drops (a link's words, a table's cells) and dropping outright what
// is never text (scripts, styles, pictures from another site, form controls). The result then
// still goes through the allow-list's sanitizer (rich-text-field.tsx), like every body shown.
import { HTML_DROPPED_WITH_CONTENT, HTML_TAGS } from '../../../contract/html-allow-list.js';

/** The tags the editor emits. Every one is in HTML_TAGS (a unit test holds this). */
export const EDITOR_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h3'] as const;
type EditorTag = (typeof EDITOR_TAGS)[number];

/** Other spellings of the editor's elements: h1/h2 are the page's, every heading is an h3 here. */
const RENAME: Readonly<Record<string, EditorTag>> = {
  b: 'strong', strong: 'strong', i: 'em', em: 'em',
  h1: 'h3', h2: 'h3', h3: 'h3', h4: 'h3', h5: 'h3', h6: 'h3',
  p: 'p', div: 'p', ul: 'ul', ol: 'ol', li: 'li', br: 'br',
};

/**
 * Elements that start a new line of text when their tag is dropped (their text becomes a
 * paragraph). One word list: HTML's <article> is an element here, not the module of that name.
 */
const LINE_LIKE = new Set(
  'address article aside blockquote dd details dl dt figcaption figure footer header main nav pre section summary table tr caption hr'.split(' '),
);

/** Never text: dropped with everything inside (the allow-list's, plus pictures and media). */
const DROPPED = new Set([...HTML_DROPPED_WITH_CONTENT, 'img', 'picture', 'canvas', 'input', 'link', 'meta', 'base']);

const escapeText = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;');

type Kind = 'inline' | 'block';
interface Piece {
  kind: Kind;
  html: string;
}

/** Whether an element holds a paragraph, heading, list or line-like element right inside it. */
const hasBlockChild = (el: Node): boolean =>
  Array.from(el.childNodes).some((c) => {
    const t = c.nodeType === 1 ? (c as Element).tagName.toLowerCase() : '';
    return ['p', 'h3', 'ul', 'ol', 'li'].includes(RENAME[t] ?? '') || LINE_LIKE.has(t);
  });

/** Ends the current paragraph and adds nothing. */
const LINE_END: Piece = { kind: 'block', html: '' };

const isBlank = (html: string): boolean => html.replace(/<br>|&nbsp;|\s/g, '') === '';

/** Inline content of a node: text, strong, em, br; nested blocks become lines of their own. */
function inline(node: Node): string {
  let out = '';
  /** A block just ended: whatever follows starts a new line. */
  let lineEnded = false;
  const add = (html: string) => {
    if (lineEnded && out && !out.endsWith('<br>') && !isBlank(html)) out += '<br>';
    if (!isBlank(html) || html.includes('<br>')) lineEnded = false;
    out += html;
  };
  node.childNodes.forEach((child) => {
    if (child.nodeType === 3) {
      add(escapeText(child.nodeValue ?? ''));
      return;
    }
    if (child.nodeType !== 1) return;
    const tag = (child as Element).tagName.toLowerCase();
    if (DROPPED.has(tag)) return;
    const as = RENAME[tag];
    if (as === 'br') add('<br>');
    else if (as === 'strong' || as === 'em') {
      const inner = inline(child);
      add(isBlank(inner) ? inner : `<${as}>${inner}</${as}>`);
    } else if (as || LINE_LIKE.has(tag)) {
      // A block inside a line (a <p> in an <li>, a <div> in a <p>): its text on a line of its own.
      const inner = inline(child);
      if (isBlank(inner)) return;
      if (out && !out.endsWith('<br>') && !isBlank(out)) out += '<br>';
      out += inner;
      lineEnded = true;
    } else add(inline(child)); // span, font, a, td…: their text stays, their tag goes
  });
  return out;
}

/** The list's items; stray text in a list becomes an item of its own. */
function listItems(list: Node): string {
  let out = '';
  list.childNodes.forEach((child) => {
    if (child.nodeType === 3) {
      const text = child.nodeValue ?? '';
      if (text.trim()) out += `<li>${escapeText(text.trim())}</li>`;
      return;
    }
    if (child.nodeType !== 1) return;
    const tag = (child as Element).tagName.toLowerCase();
    if (DROPPED.has(tag)) return;
    const as = RENAME[tag];
    if (as === 'ul' || as === 'ol') {
      // A list right inside a list: hang it on the previous item.
      const nested = listItems(child);
      if (!nested) return;
      const sub = `<${as}>${nested}</${as}>`;
      out = out.endsWith('</li>') ? `${out.slice(0, -5)}${sub}</li>` : `${out}<li>${sub}</li>`;
      return;
    }
    out += item(child);
  });
  return out;
}

/** One list item: its line, then any list nested in it. */
function item(li: Node): string {
  const text = document.createDocumentFragment();
  const lists: string[] = [];
  li.childNodes.forEach((child) => {
    const tag = child.nodeType === 1 ? (child as Element).tagName.toLowerCase() : '';
    const as = RENAME[tag];
    if (as === 'ul' || as === 'ol') {
      const nested = listItems(child);
      if (nested) lists.push(`<${as}>${nested}</${as}>`);
    } else {
      text.append(child.cloneNode(true));
    }
  });
  const line = inline(text);
  if (isBlank(line) && lists.length === 0) return '';
  return `<li>${line}${lists.join('')}</li>`;
}

/** The blocks of a container, with runs of inline content gathered into paragraphs. */
function blocks(node: Node, out: Piece[]): Piece[] {
  node.childNodes.forEach((child) => {
    if (child.nodeType === 3) {
      out.push({ kind: 'inline', html: escapeText(child.nodeValue ?? '') });
      return;
    }
    if (child.nodeType !== 1) return;
    const tag = (child as Element).tagName.toLowerCase();
    if (DROPPED.has(tag)) return;
    const as = RENAME[tag];
    if (as === 'ul' || as === 'ol') {
      const items = listItems(child);
      if (items) out.push({ kind: 'block', html: `<${as}>${items}</${as}>` });
    } else if (as === 'li') {
      const one = item(child);
      if (one) out.push({ kind: 'block', html: `<ul>${one}</ul>` });
    } else if (as === 'h3') {
      out.push({ kind: 'block', html: `<h3>${inline(child)}</h3>` });
    } else if (as === 'p' || LINE_LIKE.has(tag)) {
      // A paragraph may hold lists or further paragraphs (pasted divs): then its parts are blocks.
      if (hasBlockChild(child) || as !== 'p') {
        out.push(LINE_END);
        blocks(child, out);
        out.push(LINE_END);
      } else {
        out.push({ kind: 'block', html: `<p>${inline(child)}</p>` });
      }
    } else if (as === 'br') {
      out.push({ kind: 'inline', html: '<br>' });
    } else if (hasBlockChild(child)) {
      // An inline wrapper around whole paragraphs (a word processor's <b> around the document,
      // a <span> or <a> around a block): the wrapper goes, the paragraphs stay paragraphs.
      out.push(LINE_END);
      blocks(child, out);
      out.push(LINE_END);
    } else if (tag === 'td' || tag === 'th') {
      out.push({ kind: 'inline', html: `${inline(child)} ` }); // a table row's cells stay apart
    } else {
      const wrapped = as === 'strong' || as === 'em' ? inline(child) : null;
      out.push({ kind: 'inline', html: wrapped !== null ? (isBlank(wrapped) ? wrapped : `<${as}>${wrapped}</${as}>`) : inline(child) });
    }
  });
  return out;
}

/** Gathers inline runs into paragraphs, drops empty blocks and blank line breaks at a paragraph's ends. */
function assemble(pieces: readonly Piece[]): string {
  let html = '';
  let run = '';
  const flush = () => {
    const text = run.replace(/^(\s|<br>)+|(\s|<br>)+$/g, '');
    if (!isBlank(text)) html += `<p>${text}</p>`;
    run = '';
  };
  for (const piece of pieces) {
    if (piece.kind === 'inline') {
      run += piece.html;
      continue;
    }
    flush();
    const m = /^<(p|h3)>([\s\S]*)<\/\1>$/.exec(piece.html);
    if (m) {
      const text = m[2]!.replace(/^(\s|<br>)+|(\s|<br>)+$/g, '');
      if (!isBlank(text)) html += `<${m[1]}>${text}</${m[1]}>`;
    } else {
      html += piece.html;
    }
  }
  flush();
  return html;
}

/** The editor's HTML of the content of `root` (the editor itself, or a parsed paste). */
export function editorHtmlOf(root: Node): string {
  return assemble(blocks(root, []));
}

/** The editor's HTML of an HTML string, parsed inert (a template: no script runs, no picture loads). */
export function toEditorHtml(html: string): string {
  if (!html) return '';
  const template = document.createElement('template');
  template.innerHTML = html;
  return editorHtmlOf(template.content);
}

/** Pasted plain text: blank lines separate paragraphs, single line ends become line breaks. */
export function plainToEditorHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${escapeText(para).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The tags of EDITOR_TAGS that the allow-list does not allow (must be none). */
export const outsideAllowList = (): string[] => EDITOR_TAGS.filter((t) => !HTML_TAGS.includes(t));
