// The <script> loader, built as dist/sdk/loader.js (IIFE, ≤ 2 KB gzip). See loader-core.ts.
import { installLoader } from './loader-core.js';

const current = document.currentScript as HTMLScriptElement | null;
// currentScript is null when a tag manager injects us oddly; then find our tag by its path.
const src = current?.src || document.querySelector<HTMLScriptElement>('script[src*="/sdk/loader"]')?.src;
if (src) installLoader(window as unknown as { MarketplaceSDK?: unknown }, src, (url) => import(url));
else console.error('MarketplaceSDK: cannot find the URL of loader.js; load it with a <script src> tag');
