// Styles of /appDownloadPage (DESIGN.md §7): one column at 360 px, 52 px store buttons, wrapping text.
import { useStyle } from '../../ui/use-style.js';

export const APP_DOWNLOAD_CSS =
  '.mkt-dl{min-height:100%;background:var(--mkt-bg)}' +
  '.mkt-dl-hero{display:flex;flex-direction:column;align-items:center;gap:12px;padding:28px 24px 32px;background:linear-gradient(160deg,var(--mkt-accent),#075c3a);color:#fff;text-align:center}' +
  '.mkt-dl-mark{display:flex;align-items:center;justify-content:center;width:72px;height:72px;border-radius:20px;background:#fff;color:var(--mkt-accent);box-shadow:0 6px 16px rgba(0,0,0,.2)}' +
  '.mkt-dl-mark svg{width:40px;height:40px}' +
  '.mkt-dl-hero h2{margin:0;font-size:22px;line-height:1.3;overflow-wrap:anywhere}' +
  '.mkt-dl-hero p{margin:0;max-width:32em;opacity:.9;font-size:15px;line-height:1.45}' +
  '.mkt-dl-card{margin:-16px 12px 0;padding:16px;border-radius:14px;background:#fff;box-shadow:0 2px 8px rgba(0,0,0,.08)}' +
  '.mkt-dl-links{display:flex;flex-direction:column;gap:10px;margin:0;padding:0;list-style:none}' +
  '.mkt-dl-btn{display:flex;align-items:center;gap:12px;min-height:56px;padding:8px 16px;border-radius:12px;background:#1d1d1f;color:#fff;text-decoration:none}' +
  '.mkt-dl-btn svg{flex:none;width:26px;height:26px}' +
  '.mkt-dl-btn>span{display:flex;flex-direction:column;min-width:0;line-height:1.25}' +
  '.mkt-dl-btn small{font-size:12px;opacity:.8}' +
  '.mkt-dl-btn strong{font-size:17px;overflow-wrap:anywhere}' +
  '.mkt-dl-btn-file{background:#fff;color:var(--mkt-accent);box-shadow:inset 0 0 0 1.5px currentColor}' +
  '.mkt-dl-hint{margin:12px 0 0;color:var(--mkt-muted);font-size:13px;line-height:1.45}' +
  '.mkt-dl-skel{height:56px;border-radius:12px}' +
  '.mkt-dl-none{margin:0;color:var(--mkt-muted);text-align:center}' +
  '.mkt-dl-perks{margin:16px 12px 24px;padding:8px 16px;border-radius:14px;background:#fff;list-style:none}' +
  '.mkt-dl-perks li{display:flex;align-items:flex-start;gap:12px;padding:10px 0;font-size:15px;line-height:1.4}' +
  '.mkt-dl-perks li+li{border-top:1px solid #f0f0f3}' +
  '.mkt-dl-perks svg{flex:none;width:22px;height:22px;padding:3px;border-radius:11px;background:#e8f5ee;color:var(--mkt-accent)}';

export const useAppDownloadStyle = (): void => useStyle('app-download', APP_DOWNLOAD_CSS);
