// Text a user types into a chat, made safe to store and show (spec §5 "body not empty"). It is
// plain text, never HTML: the app renders it as text, so nothing here escapes markup. What goes:
// NUL and other control characters but the line feed and tab, lone surrogates (half an emoji from
// a cut string), and the bidirectional overrides that make a text read differently from what it
// is (a spoofed link or amount). Line ends become \n; the ends are trimmed.
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function cleanChatText(raw: string): string {
  return raw.replace(/\r\n?/g, '\n').replace(LONE_SURROGATE, '').replace(CONTROLS, '').trim();
}

/** The first `max` characters (code points: an emoji is never cut in half). */
export const firstChars = (text: string, max: number): string => {
  const chars = [...text];
  return chars.length <= max ? text : chars.slice(0, max).join('');
};
