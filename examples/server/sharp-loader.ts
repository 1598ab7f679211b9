// sharp, loaded once and lazily: only the picture paths (uploads, WebP siblings, seed pictures)
// need its native binary, so the rest of the server starts without paying for it.
type SharpModule = (typeof import('sharp'))['default'];

let sharpModule: Promise<SharpModule | null> | null = null;

/** The sharp module, or null (after one warning) on a platform without its prebuilt binary. */
export function loadSharp(): Promise<SharpModule | null> {
  sharpModule ??= import('sharp').then(
    (m) => m.default,
    (e: unknown) => {
      console.warn(`sharp is not available: no WebP siblings, and picture uploads are refused (${String(e)})`);
      return null;
    },
  );
  return sharpModule;
}
