// A last-message preview (preview-text.ts) in the reader's language, emoji drawn.
import { useT } from '../../ui/t-context.js';
import { EmojiText } from './emoji/emoji-text.js';
import type { Preview } from './preview-text.js';

export function PreviewLine({ preview }: { preview: Preview }) {
  const t = useT();
  return 'text' in preview ? <EmojiText text={preview.text} /> : <>{t(preview.key, preview.values)}</>;
}
