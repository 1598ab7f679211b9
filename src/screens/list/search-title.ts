// The name a saved search is shown under (issue: Beyond the spec, saved-search alerts): the module,
// the words searched, the tag and the filters, e.g. « Location de logements · « villa » · Cocody ·
// prix dès 100000 · 3 chambres », cut to what the server keeps (ALERTS.titleMax).
import { ALERTS } from '../../contract/constants.js';
import type { TranslateFn } from '../../ui/t-context.js';
import type { ListQuery, RangeValue } from './search-request.js';

const SEP = ' · ';

/** A range's words ('' when it is not set). */
function rangeText(r: RangeValue, t: TranslateFn): string {
  if (r.min !== '' && r.max !== '') return t('alerts.title.between', { min: r.min, max: r.max });
  if (r.min !== '') return t('alerts.title.from', { min: r.min });
  if (r.max !== '') return t('alerts.title.upTo', { max: r.max });
  return '';
}

/** Cut to `max` UTF-16 units as the server counts them, with an ellipsis, never inside a character. */
export function cutTitle(text: string, max: number = ALERTS.titleMax): string {
  const whole = text.trim();
  if (whole.length <= max) return whole;
  let out = '';
  for (const ch of whole) {
    if (out.length + ch.length > max - 1) break;
    out += ch;
  }
  return `${out.trimEnd()}…`;
}

/** `moduleName` and `tagName` are shown as they are ('' for no tag or a tag not loaded yet). */
export function searchTitle(q: ListQuery, names: { moduleName: string; tagName: string }, t: TranslateFn): string {
  const price = rangeText(q.price, t);
  const size = rangeText(q.size, t);
  const parts = [
    names.moduleName,
    q.keyWords.trim() ? t('alerts.title.words', { words: q.keyWords.trim() }) : '',
    names.tagName,
    price ? t('alerts.title.price', { range: price }) : '',
    size ? t('alerts.title.size', { range: size }) : '',
    q.bedroomNum !== '' ? t('alerts.title.bedrooms', { count: q.bedroomNum }) : '',
  ];
  return cutTitle(parts.filter((p) => p !== '').join(SEP));
}
