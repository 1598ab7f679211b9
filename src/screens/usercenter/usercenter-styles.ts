// Styles of userInfo and personalInformation (spec §2 "User centre"): the profile card, entry
// groups and the profile form's chips. Mobile first at 360 px; long French labels wrap.
import { useStyle } from '../../ui/use-style.js';

export const USERCENTER_CSS =
  '.mkt-uc{background:#f5f5f7;min-height:100%}' +
  '.mkt-uc-card{display:flex;align-items:center;gap:14px;padding:20px 16px;background:linear-gradient(135deg,var(--mkt-accent),#0b5e3d);color:#fff}' +
  '.mkt-uc-card a{color:inherit}' +
  '.mkt-uc-avatar{flex:none;width:64px;height:64px;border-radius:50%;overflow:hidden;background:#ffffff33;display:flex;align-items:center;justify-content:center;font-size:26px;font-weight:600;color:#fff}' +
  '.mkt-uc-avatar .mkt-img{width:100%;height:100%}' +
  '.mkt-uc-who{flex:1;min-width:0;display:flex;flex-direction:column;gap:4px}' +
  '.mkt-uc-name{margin:0;font-size:19px;font-weight:700;line-height:1.25;overflow-wrap:anywhere}' +
  '.mkt-uc-level{display:inline-flex;align-self:flex-start;align-items:center;gap:6px;padding:2px 10px;border-radius:12px;background:#ffffff26;font-size:13px}' +
  '.mkt-uc-expiry{margin:0;font-size:13px;opacity:.9}' +
  '.mkt-uc-follow{display:flex;gap:16px;margin:2px 0 0;font-size:13px}' +
  '.mkt-uc-follow a{display:inline-flex;align-items:center;gap:4px;min-height:44px;margin:-6px 0;text-decoration:none}' +
  '.mkt-uc-follow b{font-size:16px}' +
  '.mkt-uc-edit{flex:none;display:flex;align-items:center;justify-content:center;width:44px;height:44px;border-radius:50%}' +
  '.mkt-uc-edit svg{width:22px;height:22px}' +
  '.mkt-uc-group{margin:12px 0 0;padding:0;list-style:none;background:#fff;border-top:1px solid #ececf0;border-bottom:1px solid #ececf0}' +
  '.mkt-uc-list{margin:0;padding:0;list-style:none}' +
  '.mkt-uc-group h2{margin:0;padding:12px 16px 4px;font-size:13px;font-weight:600;color:var(--mkt-muted);text-transform:uppercase;letter-spacing:.02em}' +
  '.mkt-uc-row{display:flex;align-items:center;gap:12px;min-height:52px;width:100%;padding:8px 8px 8px 16px;border:0;border-bottom:1px solid #f0f0f3;background:none;color:inherit;font:inherit;text-align:left;text-decoration:none;cursor:pointer}' +
  '.mkt-uc-group li:last-child .mkt-uc-row{border-bottom:0}' +
  '.mkt-uc-row>.mkt-uc-icon{flex:none;width:22px;height:22px;color:var(--mkt-accent)}' +
  '.mkt-uc-label{flex:1 1 auto;min-width:0;font-size:15px;overflow-wrap:anywhere}' +
  '.mkt-uc-value{flex:0 1 50%;min-width:0;color:var(--mkt-muted);font-size:14px;text-align:right;overflow-wrap:anywhere}' +
  '.mkt-uc-value.mkt-uc-warn{color:#b25e00}' +
  '.mkt-uc-chev{flex:none;width:20px;height:20px;color:#b0b0b8}' +
  '.mkt-uc-section{margin:12px 0 0;padding:12px 16px 16px;background:#fff;border-top:1px solid #ececf0;border-bottom:1px solid #ececf0}' +
  '.mkt-uc-section h2{margin:0 0 4px;font-size:16px}' +
  '.mkt-uc-section>p{margin:0 0 10px;color:var(--mkt-muted);font-size:13px;line-height:1.4}' +
  '.mkt-uc-chips{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}' +
  '.mkt-uc-chip{display:inline-flex;align-items:center;gap:4px;min-height:40px;padding:0 6px 0 14px;border:1px solid #d8d8de;border-radius:20px;background:#fff;color:inherit;font:inherit;font-size:14px}' +
  '.mkt-uc-chip.mkt-uc-fixed{padding-right:14px;background:#e8f5ee;border-color:#bfe3cf}' +
  '.mkt-uc-chip small{color:var(--mkt-muted);font-size:12px}' +
  '.mkt-uc-chip .mkt-icon-btn{width:32px;height:32px}' +
  'button.mkt-uc-chip{padding:0 14px;cursor:pointer}' +
  'button.mkt-uc-chip[aria-pressed=true]{background:var(--mkt-accent);border-color:var(--mkt-accent);color:#fff}' +
  'button.mkt-uc-chip.mkt-uc-add{border-style:dashed;color:var(--mkt-accent)}' +
  '.mkt-uc-photo{display:flex;align-items:center;gap:16px}' +
  '.mkt-uc-photo .mkt-uc-avatar{background:#e8f5ee;color:var(--mkt-accent)}' +
  '.mkt-uc-inline{display:flex;gap:8px;align-items:flex-start}' +
  '.mkt-uc-inline .mkt-field{flex:1;min-width:0}' +
  '.mkt-uc-qr{display:flex;flex-direction:column;gap:12px;padding:16px}' +
  '.mkt-uc-qr p{margin:0;line-height:1.45}' +
  '.mkt-uc-qr .mkt-field{margin:0}' +
  '.mkt-uc-qr .mkt-btn{width:100%;min-height:48px}' +
  '.mkt-uc-qr .mkt-uc-qr-or{text-align:center;color:var(--mkt-muted);font-size:13px}';

export const useUserCentreStyle = (): void => useStyle('usercenter', USERCENTER_CSS);
