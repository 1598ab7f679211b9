// The name a document is shown by in the conversation (types/chat.ts ChatRecord.fileName): the
// name the sender's device gave the file, since the stored path is random. It comes from the
// multipart header, so it is untrusted text: any folder part goes (a browser may send
// "C:\fakepath\x.pdf"), control and bidirectional characters go (a name must not read as another
// extension), runs of spaces become one, and it is cut to FILE_NAME_MAX characters keeping its
// extension. Nothing left: no name (the app then says "Document").
import { cleanChatText } from './text.js';

export const FILE_NAME_MAX = 120;

/** Characters no file name needs and some file systems or viewers read specially. */
const RESERVED = /[<>:"|?*\\/]/g;

export function cleanFileName(raw: string): string | null {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const name = cleanChatText(base.normalize('NFC')).replace(/\n|\t/g, ' ').replace(RESERVED, '').replace(/\s+/g, ' ').trim();
  if (name === '' || /^\.+$/.test(name)) return null;
  const chars = [...name];
  if (chars.length <= FILE_NAME_MAX) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  const keep = FILE_NAME_MAX - [...ext].length - 1;
  return `${[...name.slice(0, name.length - ext.length)].slice(0, keep).join('').trimEnd()}…${ext}`;
}
