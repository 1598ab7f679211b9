// Text written into an HTML attribute value of a page the server makes (embed.html's allow-list,
// the first-view page's preload links): the characters that could end the attribute or open markup.
export const escapeAttribute = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
