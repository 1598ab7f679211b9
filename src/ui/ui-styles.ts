// Styles of the ui/ components (dialogs, toasts, lists). Injected with the shell's styles into the
// mount root, never into document.head (inline mode renders into a shadow root — DESIGN.md §6).
export const UI_CSS =
  '.mkt-backdrop{position:absolute;inset:0;z-index:100;display:flex;align-items:center;justify-content:center;padding:24px;background:rgba(0,0,0,.45)}' +
  '.mkt-dialog{width:100%;max-width:320px;padding:20px 16px 12px;border-radius:12px;background:#fff;box-shadow:0 8px 32px rgba(0,0,0,.25);animation:mkt-in .15s both}' +
  '.mkt-dialog-msg{margin:0 0 16px;white-space:pre-line;overflow-wrap:anywhere}' +
  '.mkt-dialog-actions{display:flex;gap:8px;justify-content:flex-end}' +
  '.mkt-toasts{position:absolute;left:16px;right:16px;bottom:calc(var(--mkt-tab-h) + 16px + env(safe-area-inset-bottom));z-index:110;display:flex;justify-content:center;pointer-events:none}' +
  '.mkt-toast{max-width:100%;padding:10px 16px;border-radius:8px;background:rgba(29,29,31,.92);color:#fff;font-size:14px;pointer-events:auto;animation:mkt-in .15s both}' +
  '.mkt-list-items{list-style:none;margin:0;padding:0}' +
  '.mkt-list-foot{display:block;width:100%;min-height:44px;margin:0;padding:12px 16px;border:0;background:none;color:var(--mkt-muted);font-size:14px;text-align:center}' +
  '.mkt-list-retry,.mkt-list-more{color:var(--mkt-accent);cursor:pointer}' +
  '.mkt-list-sentinel{height:1px}' +
  '.mkt-empty{margin:0;padding:48px 16px;color:var(--mkt-muted);text-align:center}';
