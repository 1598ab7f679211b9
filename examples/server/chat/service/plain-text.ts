// A help article's HTML (seed/data/help.ts: paragraphs, lists, strong) as the plain text a chat
// record carries (the app shows records as text, never HTML): block ends become line breaks, list
// items a bullet, every tag goes, the few entities an editor writes are decoded.
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

export function plainTextOf(html: string): string {
  return html
    .replace(/<li\b[^>]*>/gi, '• ')
    .replace(/<br\s*\/?>|<\/(?:p|li|ul|ol|div|h\d)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#39|[a-z]+);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m)
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
