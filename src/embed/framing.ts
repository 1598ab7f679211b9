// Is the iframe page really framed by the host the SDK named in its URL (issue 4 "SDK" 4)?
// Chromium and WebKit tell us the parent's origin (location.ancestorOrigins); elsewhere the
// referrer's origin is the next best witness. Without either (Firefox with a no-referrer policy)
// the bridge transport's own checks still hold: it posts only to targetOrigin = host and accepts
// only messages whose origin is host AND whose source is window.parent.

export interface FramingView {
  parent: unknown;
  location: { ancestorOrigins?: { length: number; readonly [i: number]: string } };
  document: { referrer: string };
}

export function framedBy(win: FramingView, host: string): boolean {
  if (win.parent === win) return false;
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] === host;
  if (!win.document.referrer) return true;
  try {
    return new URL(win.document.referrer).origin === host;
  } catch {
    return false;
  }
}
