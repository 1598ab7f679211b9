// Styles of the shared picture field (enterprise authentication, feedback): a three-column grid of
// square thumbnails, each with a remove button, and a dashed "add" tile. 360 px first.
import { useStyle } from '../../../ui/use-style.js';

export const UPLOAD_CSS =
  '.mkt-up-label{font-size:14px;color:var(--mkt-muted)}' +
  '.mkt-up-hint{margin:0;color:var(--mkt-muted);font-size:13px;line-height:1.35}' +
  '.mkt-up-pics{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin:0;padding:0;list-style:none}' +
  '.mkt-up-pics li{position:relative}' +
  '.mkt-up-pics .mkt-img{border-radius:8px}' +
  '.mkt-up-pics .mkt-icon-btn{position:absolute;top:2px;right:2px;width:32px;height:32px;background:rgba(0,0,0,.55);color:#fff}' +
  '.mkt-up-pics .mkt-icon-btn svg{width:18px;height:18px}' +
  '.mkt-up-add{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;width:100%;aspect-ratio:1;padding:4px;border:1px dashed #b8b8c0;border-radius:8px;background:#fafafa;color:var(--mkt-accent);font-size:12px!important;line-height:1.2;text-align:center;cursor:pointer}' +
  '.mkt-up-add:disabled{color:var(--mkt-muted);cursor:default}' +
  '.mkt-up-add svg{width:24px;height:24px}';

export const useUploadStyle = (): void => useStyle('upload', UPLOAD_CSS);
