// Styles of the message screens (list and conversation), injected once per mount root.
import { useStyle } from '../../ui/use-style.js';

const LIST_CSS =
  '.mkt-msg-head h1{padding-left:12px}' +
  '.mkt-msg-row{display:flex;gap:12px;align-items:flex-start;padding:12px 16px;background:#fff;border-bottom:1px solid #f0f0f3;color:inherit;text-decoration:none}' +
  '.mkt-msg-avatar{flex:none;width:48px;border-radius:50%}' +
  '.mkt-msg-main{flex:1;min-width:0;display:flex;flex-direction:column;gap:2px}' +
  '.mkt-msg-line{display:flex;align-items:center;gap:8px;min-width:0}' +
  '.mkt-msg-name{flex:1;min-width:0;font-weight:600;font-size:16px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}' +
  '.mkt-msg-time{flex:none;color:var(--mkt-muted);font-size:12px}' +
  '.mkt-msg-preview{flex:1;min-width:0;color:var(--mkt-muted);font-size:14px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}' +
  '.mkt-msg-row[data-unread=true] .mkt-msg-preview{color:var(--mkt-fg)}' +
  '.mkt-msg-count{flex:none;min-width:20px;height:20px;padding:0 6px;border-radius:10px;background:#d93025;color:#fff;font-size:12px;line-height:20px;text-align:center;font-weight:600}' +
  '.mkt-msg-about{display:flex;align-items:center;gap:6px;min-width:0;margin-top:2px;color:var(--mkt-muted);font-size:12px}' +
  '.mkt-msg-about .mkt-img{flex:none;width:24px;border-radius:4px}' +
  '.mkt-msg-about span:last-child{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}' +
  '.mkt-msg-empty{display:flex;flex-direction:column;align-items:center;gap:12px;padding:56px 24px;text-align:center;color:var(--mkt-muted)}' +
  '.mkt-msg-empty svg{width:64px;height:64px;color:#c4c4cc}' +
  '.mkt-msg-empty h2{margin:0;font-size:18px;color:var(--mkt-fg)}' +
  '.mkt-msg-empty p{margin:0;max-width:300px;overflow-wrap:anywhere}';

const CHAT_CSS =
  // The conversation fills the page: header, a scrolling column of messages, the composer.
  '.mkt-chat{display:flex;flex-direction:column;height:100%;min-height:0;background:#eef0ee}' +
  '.mkt-chat-who{flex:1;min-width:0;display:flex;align-items:center;gap:10px}' +
  '.mkt-chat-who .mkt-img{flex:none;width:36px;border-radius:50%}' +
  '.mkt-chat-initial{flex:none;width:36px;height:36px;border-radius:50%;display:flex;align-items:center;justify-content:center;background:#dcefe5;color:#0b6b3a;font-weight:700}' +
  '.mkt-chat-who h1{flex:1}' +
  '.mkt-chat-menu{position:absolute;right:8px;top:52px;z-index:6;min-width:180px;margin:0;padding:6px 0;list-style:none;background:#fff;border-radius:10px;box-shadow:0 6px 24px rgba(0,0,0,.18)}' +
  '.mkt-chat-menu button{display:block;width:100%;min-height:44px;padding:0 16px;border:0;background:none;color:inherit;text-align:left;cursor:pointer}' +
  '.mkt-chat-menu button[data-danger]{color:#c5221f}' +
  '.mkt-chat-scroll{flex:1;min-height:0;overflow-y:auto;overscroll-behavior:contain;padding:8px 12px 12px;-webkit-overflow-scrolling:touch}' +
  '.mkt-chat-top{display:flex;justify-content:center;padding:4px 0 8px;color:var(--mkt-muted);font-size:13px}' +
  '.mkt-chat-top button{min-height:36px;padding:0 14px;border:0;border-radius:18px;background:#fff;color:var(--mkt-accent);cursor:pointer}' +
  '.mkt-chat-sep{display:flex;justify-content:center;margin:10px 0 4px}' +
  '.mkt-chat-sep span{padding:2px 10px;border-radius:10px;background:rgba(0,0,0,.06);color:var(--mkt-muted);font-size:12px}' +
  '.mkt-chat-list{margin:0;padding:0;list-style:none;display:flex;flex-direction:column;gap:6px}' +
  '.mkt-bub-row{display:flex;flex-direction:column;align-items:flex-start}' +
  '.mkt-bub-row[data-mine=true]{align-items:flex-end}' +
  '.mkt-bub{position:relative;max-width:80%;padding:8px 12px;border-radius:16px 16px 16px 4px;background:#fff;color:var(--mkt-fg);line-height:1.45;white-space:pre-wrap;overflow-wrap:anywhere}' +
  '.mkt-bub-row[data-mine=true] .mkt-bub{border-radius:16px 16px 4px 16px;background:#d7f2e3}' +
  '.mkt-bub-row[data-state=failed] .mkt-bub{box-shadow:inset 0 0 0 1px #e2a4a0}' +
  '.mkt-bub-time{display:block;margin-top:2px;text-align:right;color:var(--mkt-muted);font-size:11px;line-height:1}' +
  '.mkt-bub-big .mkt-emoji{width:2.2em;height:2.2em}' +
  '.mkt-emoji{display:inline-block;width:1.3em;height:1.3em;vertical-align:-.3em;margin:0 .05em}' +
  // Pictures: a box the thumbnail fills, its own height kept by the picture's ratio once known.
  '.mkt-bub-pic{display:block;position:relative;padding:0;border:0;border-radius:14px;overflow:hidden;background:#dcdfe3;cursor:zoom-in;line-height:0}' +
  '.mkt-bub-pic img{display:block;max-width:min(220px,60vw);max-height:280px;min-width:96px;min-height:96px;object-fit:cover}' +
  '.mkt-bub-progress{position:absolute;left:8px;right:8px;bottom:8px;height:6px;border-radius:3px;background:rgba(255,255,255,.6);overflow:hidden}' +
  '.mkt-bub-progress span{display:block;height:100%;background:var(--mkt-accent);transition:width .2s}' +
  '.mkt-bub-file{display:flex;align-items:center;gap:10px;min-width:min(240px,70vw)}' +
  '.mkt-bub-file svg{flex:none;width:32px;height:32px;color:var(--mkt-accent)}' +
  // The name on up to two lines, then its size and the download link under it.
  '.mkt-bub-file-name{flex:1;min-width:0;display:flex;flex-direction:column;gap:2px;white-space:normal}' +
  '.mkt-bub-file-name>span{display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;overflow-wrap:anywhere;line-height:1.3}' +
  '.mkt-bub-file-name small{display:flex;align-items:center;gap:10px;color:var(--mkt-muted);font-size:12px;line-height:1.3}' +
  // The original/translated line under a translated message (translation-line.tsx).
  '.mkt-bub-tr{display:flex;align-items:center;gap:2px;max-width:80%;margin-top:1px;color:var(--mkt-muted);font-size:12px}' +
  '.mkt-bub-tr button{min-height:32px;padding:0 4px;border:0;background:none;color:var(--mkt-accent);font-size:12px;text-decoration:underline;cursor:pointer}' +
  '.mkt-bub-file a{display:inline-flex;align-items:center;min-height:32px;color:var(--mkt-accent);font-size:13px;font-weight:600}' +
  // A listing card: picture left, title, preview and price right.
  '.mkt-card{display:flex;gap:10px;width:min(280px,78vw);padding:8px;border-radius:14px;background:#fff;color:inherit;text-decoration:none;white-space:normal;box-shadow:0 1px 2px rgba(0,0,0,.06)}' +
  '.mkt-card .mkt-img{flex:none;width:72px;border-radius:8px}' +
  '.mkt-card-body{flex:1;min-width:0;display:flex;flex-direction:column;gap:2px;font-size:13px;line-height:1.35}' +
  '.mkt-card-title{font-size:14px;font-weight:600;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;overflow-wrap:anywhere}' +
  '.mkt-card-text{color:var(--mkt-muted);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}' +
  '.mkt-card .mkt-price{font-size:14px}' +
  '.mkt-card-note{margin:4px 2px 0;color:var(--mkt-muted);font-size:12px;text-align:right}' +
  '.mkt-bub-status{display:flex;flex-wrap:wrap;justify-content:flex-end;align-items:center;gap:4px 10px;max-width:85%;margin-top:3px;color:var(--mkt-muted);font-size:12px}' +
  '.mkt-bub-status[data-failed=true]{color:#c5221f}' +
  '.mkt-bub-status button{min-height:32px;padding:0 12px;border:1px solid currentColor;border-radius:16px;background:#fff;color:inherit;font-size:13px;cursor:pointer}' +
  '.mkt-bub-status button[data-retry]{border-color:var(--mkt-accent);background:var(--mkt-accent);color:#fff}' +
  // The safety tips (.mkt-tips) style themselves: kit/safety-tips.tsx.
  '.mkt-chat-banner{padding:10px 16px;background:#fdecea;color:#8a1c14;font-size:14px;display:flex;align-items:center;gap:10px}' +
  '.mkt-chat-banner span{flex:1}' +
  '.mkt-chat-banner button{min-height:36px;padding:0 14px;border:1px solid currentColor;border-radius:18px;background:#fff;color:inherit;cursor:pointer}' +
  // A recruiter's request for the CV (resume-ask.tsx): an offer, not a warning.
  '.mkt-chat-banner[data-resume-ask]{background:#eaf2fe;color:#17407a}' +
  // The composer: icons, a text field that grows to five lines, send.
  '.mkt-compose{flex:none;background:#fff;border-top:1px solid #e3e3e8;padding-bottom:env(safe-area-inset-bottom)}' +
  '.mkt-compose-row{display:flex;align-items:flex-end;gap:0;padding:6px 4px}' +
  // Four tools and send beside the field at 360 px: 34 px wide each (44 px high) leaves the
  // field room for its placeholder.
  '.mkt-compose-row .mkt-icon-btn{width:34px}' +
  '.mkt-compose-row textarea{flex:1;min-width:0;min-height:44px;max-height:132px;margin:0 1px;padding:10px 4px 10px 12px;border:1px solid #d5d5db;border-radius:22px;resize:none;line-height:22px;background:#f7f7f9}' +
  // One line of placeholder (cut with an ellipsis when narrow), so an empty field never grows to two.
  '.mkt-compose-row textarea::placeholder{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}' +
  '.mkt-compose-row .mkt-icon-btn{color:var(--mkt-muted)}' +
  '.mkt-compose-row .mkt-icon-btn[aria-pressed=true]{color:var(--mkt-accent)}' +
  '.mkt-compose-send{flex:none;display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;margin-left:2px;padding:0;border:0;border-radius:22px;background:var(--mkt-accent);color:#fff;cursor:pointer}' +
  '.mkt-compose-send svg{width:22px;height:22px}' +
  '.mkt-compose-error{margin:0;padding:6px 16px 0;color:#c5221f;font-size:13px}' +
  '.mkt-emoji-panel{max-height:220px;overflow-y:auto;padding:4px 8px 8px;border-top:1px solid #f0f0f3}' +
  '.mkt-emoji-panel h2{margin:6px 4px;color:var(--mkt-muted);font-size:12px;font-weight:600;text-transform:uppercase}' +
  '.mkt-emoji-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(42px,1fr));margin:0;padding:0;list-style:none}' +
  '.mkt-emoji-grid button{width:100%;height:44px;padding:0;border:0;border-radius:8px;background:none;cursor:pointer}' +
  '.mkt-emoji-grid button:active{background:#eef0ee}' +
  '.mkt-emoji-grid .mkt-emoji{width:30px;height:30px;vertical-align:middle}';

export const useMessageListStyle = (): void => useStyle('message-list', LIST_CSS);
export const useChatStyle = (): void => useStyle('message-chat', CHAT_CSS);
