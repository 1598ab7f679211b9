// Where the app's pictures and files come from (spec §3 imgPath, avatarPath; §2 app download file).
/**
 * Server paths resolve against the API base ('' = this page's origin); absolute http(s) URLs pass
 * through; anything else (javascript:, data:) becomes '' so it can never reach an src or href.
 */
export function mediaResolver(apiBase: string): (path: string) => string {
  const base = new URL(apiBase || '/', globalThis.location?.href ?? 'http://localhost/');
  return (path) => {
    if (!path) return '';
    try {
      const url = new URL(path, base);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
    } catch {
      return '';
    }
  };
}
