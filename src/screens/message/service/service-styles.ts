// Styles of customer service (the pinned row of /message/list and the conversation), injected once
// per mount root, on top of the message screens' (message-styles.ts).
import { useStyle } from '../../../ui/use-style.js';

const ROW_CSS =
  '.mkt-svc-row{background:#f4f8ff}' +
  '.mkt-svc-avatar{flex:none;display:inline-flex;align-items:center;justify-content:center;width:48px;height:48px;border-radius:50%;background:#e8f0fe;color:var(--mkt-accent);overflow:hidden}' +
  '.mkt-svc-avatar svg{width:26px;height:26px}' +
  '.mkt-svc-avatar .mkt-img{width:48px}' +
  '.mkt-svc-tag{flex:none;padding:1px 6px;border-radius:4px;background:#e8f0fe;color:var(--mkt-accent);font-size:11px;font-weight:600;white-space:nowrap}';

const CHAT_CSS =
  // Who wrote a record of customer service: the robot's or the agent's name above its bubble.
  '.mkt-svc-from{margin:0 0 2px 4px;color:var(--mkt-muted);font-size:12px}' +
  '.mkt-svc-from[data-sender=agent]{color:var(--mkt-accent);font-weight:600}' +
  // Lines of the conversation's life (an agent joined, a platform notice): centred, quiet.
  '.mkt-svc-note{align-self:center;max-width:88%;margin:6px auto;padding:4px 12px;border-radius:12px;background:rgba(0,0,0,.06);color:#4a4a55;font-size:13px;line-height:1.4;text-align:center;white-space:pre-wrap;overflow-wrap:anywhere}' +
  '.mkt-svc-note[data-kind=system]{background:#fff8e1;color:#5c4400}' +
  // The place in the queue, above the composer while waiting.
  '.mkt-svc-queue{flex:none;display:flex;gap:10px;align-items:center;padding:10px 16px;background:#e8f0fe;color:#174ea6;font-size:14px;line-height:1.35}' +
  '.mkt-svc-queue strong{display:block}' +
  '.mkt-svc-queue span{display:block;font-size:13px;color:#3c5a99}' +
  '.mkt-svc-queue svg{flex:none;width:24px;height:24px}' +
  // The suggested questions and "talk to a person", a row of chips that scrolls sideways.
  '.mkt-svc-chips{flex:none;display:flex;gap:8px;margin:0;padding:8px 12px;list-style:none;overflow-x:auto;background:#eef0ee;scrollbar-width:none}' +
  '.mkt-svc-chips::-webkit-scrollbar{display:none}' +
  '.mkt-svc-chips li{flex:none}' +
  '.mkt-svc-chips button{max-width:240px;min-height:36px;padding:0 14px;border:1px solid #cfd8e6;border-radius:18px;background:#fff;color:var(--mkt-fg);font-size:14px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;cursor:pointer}' +
  '.mkt-svc-chips button[data-person]{border-color:var(--mkt-accent);background:var(--mkt-accent);color:#fff;font-weight:600}' +
  '.mkt-svc-chips button:disabled{opacity:.6}' +
  // The end of a conversation: the rating, then thanks.
  '.mkt-svc-end{display:flex;flex-direction:column;align-items:center;gap:8px;margin:12px 0 4px;padding:14px 12px;border-radius:14px;background:#fff;text-align:center}' +
  '.mkt-svc-end p{margin:0;color:var(--mkt-muted);font-size:13px}' +
  '.mkt-svc-end h2{margin:0;font-size:16px}' +
  '.mkt-svc-stars{display:flex;gap:4px}' +
  '.mkt-svc-stars button{width:44px;height:44px;padding:0;border:0;background:none;color:#c4c4cc;cursor:pointer}' +
  '.mkt-svc-stars button[data-on=true]{color:#f4b400}' +
  '.mkt-svc-stars svg{width:32px;height:32px}' +
  '.mkt-svc-thanks{color:#137333!important;font-weight:600;font-size:14px!important}';

export const useServiceRowStyle = (): void => useStyle('service-row', ROW_CSS);
export const useServiceChatStyle = (): void => useStyle('service-chat', CHAT_CSS);
