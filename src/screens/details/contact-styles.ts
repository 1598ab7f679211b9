// Styles of the contact block's one-tap buttons (issue: Beyond the spec, "Contact in one tap"):
// 48 px targets, two side by side at 360 px, their words never cut (they wrap instead). Scoped under
// .mkt-dt-contacts to win over its plain-link rules (details-styles.ts). WhatsApp's own dark teal
// #128c7e under white text: 4.6:1.
export const CONTACT_CSS =
  '.mkt-dt-contacts li[data-contact=phone]{flex-wrap:wrap}' +
  '.mkt-dt-contacts .mkt-dt-phone-acts{display:flex;gap:8px;width:100%;margin:4px 0 6px}' +
  '.mkt-dt-contacts .mkt-dt-act{flex:1 1 0;min-width:0;min-height:48px;display:inline-flex;align-items:center;justify-content:center;gap:8px;padding:6px 12px;border-radius:24px;color:#fff;font-size:16px;font-weight:600;line-height:1.2;text-align:center;text-decoration:none;overflow-wrap:anywhere}' +
  '.mkt-dt-contacts .mkt-dt-act svg{flex:none;width:22px;height:22px;color:inherit}' +
  '.mkt-dt-contacts .mkt-dt-act-call{background:var(--mkt-accent)}' +
  '.mkt-dt-contacts .mkt-dt-act-wa{background:#128c7e}' +
  '.mkt-dt-contacts .mkt-dt-act:focus-visible{outline:3px solid var(--mkt-fg);outline-offset:2px}';
