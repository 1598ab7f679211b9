// Styles of the discover screens (360 px first, DESIGN.md §7): the post card, the feed, the post
// screen with its comments and comment box, a user's page. Only what the feed adds lives here.
import { useStyle } from '../../ui/use-style.js';

const CARD =
  '.mkt-dc{background:var(--mkt-bg)}' +
  '.mkt-dc-list .mkt-list-items{list-style:none;margin:0;padding:0}' +
  '.mkt-dc-list .mkt-list-items>li{margin:8px 0}' +
  '.mkt-dc-card{background:#fff;padding:12px 16px 4px}' +
  '.mkt-dc-card-head{display:flex;align-items:center;gap:8px}' +
  '.mkt-dc-owner{margin-left:auto;display:flex;gap:4px}' +
  '.mkt-dc-author{display:flex;align-items:center;gap:10px;min-height:44px;min-width:0;flex:1;color:inherit;text-decoration:none}' +
  '.mkt-dc-avatar{flex:none;width:40px;border-radius:50%;overflow:hidden}' +
  '.mkt-dc-author-sm .mkt-dc-avatar{width:32px}' +
  '.mkt-dc-author-text{display:flex;flex-direction:column;min-width:0}' +
  '.mkt-dc-name{font-weight:600;font-size:15px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}' +
  '.mkt-dc-time{font-size:13px;color:var(--mkt-muted)}' +
  '.mkt-dc-text-box{margin:8px 0 0}' +
  '.mkt-dc-text-link{color:inherit;text-decoration:none;display:block}' +
  '.mkt-dc-text{margin:0;font-size:15px;line-height:1.5;white-space:pre-wrap;overflow-wrap:anywhere}' +
  '.mkt-dc-clamp{display:-webkit-box;-webkit-line-clamp:4;-webkit-box-orient:vertical;overflow:hidden}' +
  '.mkt-dc-more{min-height:36px;padding:0;border:0;background:none;color:var(--mkt-accent);font-weight:600;cursor:pointer}' +
  '.mkt-dc-tags{display:flex;flex-wrap:wrap;gap:4px 10px;margin:6px 0 0}' +
  '.mkt-dc-tag{display:inline-flex;align-items:center;min-height:32px;color:var(--mkt-accent);text-decoration:none;font-size:14px}' +
  '.mkt-dc-pics{list-style:none;margin:8px 0 0;padding:0;display:grid;gap:4px}' +
  '.mkt-dc-pics-1{grid-template-columns:1fr}' +
  '.mkt-dc-pics-2{grid-template-columns:repeat(2,minmax(0,1fr))}' +
  '.mkt-dc-pics-3{grid-template-columns:repeat(3,minmax(0,1fr))}' +
  '.mkt-dc-pic{display:block;width:100%;padding:0;border:0;background:none;cursor:zoom-in;border-radius:6px;overflow:hidden}' +
  '.mkt-dc-pic .mkt-img{display:block;width:100%}' +
  '.mkt-dc-listing{display:flex;gap:10px;align-items:center;margin:8px 0 0;padding:8px;border-radius:8px;background:#f5f5f7;color:inherit;text-decoration:none}' +
  '.mkt-dc-listing-pic{flex:none;width:56px;border-radius:6px;overflow:hidden}' +
  '.mkt-dc-listing-body{display:flex;flex-direction:column;gap:2px;min-width:0}' +
  '.mkt-dc-listing-kind{font-size:12px;color:var(--mkt-muted)}' +
  '.mkt-dc-listing-title{font-weight:600;font-size:14px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}' +
  '.mkt-dc-bar{display:flex;align-items:center;justify-content:space-between;margin-top:4px;border-top:1px solid #f0f0f3}' +
  '.mkt-dc-act{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-width:48px;min-height:44px;padding:0 8px;border:0;background:none;color:var(--mkt-muted);font-size:14px;text-decoration:none;cursor:pointer}' +
  '.mkt-dc-act svg{width:22px;height:22px}' +
  '.mkt-dc-act[data-act=kudos][aria-pressed=true]{color:#c62828}' +
  '.mkt-dc-act[data-act=favorite][aria-pressed=true]{color:#a05a00}' +
  '.mkt-dc-status{display:flex;flex-direction:column;gap:6px;margin:6px 0 0}' +
  '.mkt-dc-badge{align-self:flex-start;padding:1px 8px;border-radius:10px;font-size:12px;line-height:18px;font-weight:600}' +
  '.mkt-dc-badge-waiting{background:#fff4d6;color:#7a4b00}' +
  '.mkt-dc-badge-live{background:#e3f4ea;color:#0a6b43}' +
  '.mkt-dc-badge-problem{background:#fde7e6;color:#a8261d}' +
  '.mkt-dc-badge-offline{background:#ececf0;color:#4a4a52}' +
  '.mkt-dc-reason{margin:0;padding:8px 10px;border-radius:8px;background:#fde7e6;color:#8a1f17;font-size:13px;line-height:1.4;overflow-wrap:anywhere}';

const FEED =
  '.mkt-dc-find{min-height:100%;display:flex;flex-direction:column}' +
  '.mkt-dc-body{flex:1}' +
  '.mkt-dc-head h1{padding-left:12px}' +
  '.mkt-dc-mine{min-height:36px;margin-right:8px;padding:0 14px;font-size:14px}' +
  // Three tabs share 360 px on one line, each as wide as its words ("À proximité" must not wrap).
  '.mkt-dc .mkt-form-tabs{position:sticky;top:52px;z-index:4;gap:0;padding:0 4px}' +
  '.mkt-dc .mkt-form-tabs button{flex:1 1 auto;white-space:nowrap;padding:0 4px;font-size:15px}' +
  '.mkt-dc-chip-row{margin:8px 16px 0}' +
  '.mkt-dc-chip{display:inline-flex;align-items:center;gap:4px;padding-left:12px;border-radius:18px;background:#e8f0fe;color:#174ea6;font-size:14px;font-weight:600}' +
  '.mkt-dc-chip-x{display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;color:inherit}' +
  '.mkt-dc-chip-x svg{width:18px;height:18px}' +
  '.mkt-dc-empty{display:flex;flex-direction:column;align-items:center;gap:12px;padding:40px 24px;text-align:center}' +
  '.mkt-dc-empty p{margin:0;color:var(--mkt-muted)}' +
  '@keyframes mkt-dc-spin{to{transform:rotate(360deg)}}' +
  '.mkt-dc .mkt-list-foot[role=status]::before{content:"";display:inline-block;width:16px;height:16px;margin-right:8px;vertical-align:-3px;border:2px solid #c9c9d1;border-top-color:var(--mkt-accent);border-radius:50%;animation:mkt-dc-spin .8s linear infinite}' +
  '.mkt-dc-fab-row{position:sticky;bottom:calc(var(--mkt-tab-h) + 16px + env(safe-area-inset-bottom));height:0;display:flex;justify-content:flex-end;padding-right:16px;pointer-events:none;z-index:6}' +
  '.mkt-dc-fab{pointer-events:auto;transform:translateY(-100%);display:inline-flex;align-items:center;justify-content:center;width:56px;height:56px;border:0;border-radius:28px;background:var(--mkt-accent);color:#fff;box-shadow:0 2px 8px rgba(0,0,0,.25);cursor:pointer}' +
  '.mkt-dc-fab svg{width:28px;height:28px}';

const POST =
  '.mkt-dc-post{min-height:100%;display:flex;flex-direction:column}' +
  '.mkt-dc-post-main{flex:1}' +
  '.mkt-dc-tools{display:flex;flex-wrap:wrap;gap:8px;padding:8px 16px 12px;background:#fff}' +
  '.mkt-dc-tools .mkt-btn{min-height:40px;padding:0 14px;font-size:14px;gap:6px}' +
  '.mkt-dc-tools svg{width:18px;height:18px}' +
  '.mkt-dc-comments{margin-top:8px;background:#fff;padding:4px 16px 12px}' +
  '.mkt-dc-comments h2{font-size:16px;margin:8px 0}' +
  '.mkt-dc-comments ul{list-style:none;margin:0;padding:0}' +
  '.mkt-dc-comment{padding:8px 0;border-top:1px solid #f0f0f3}' +
  '.mkt-dc-comment-text{margin:4px 0 0 42px;font-size:15px;line-height:1.45;white-space:pre-wrap;overflow-wrap:anywhere}' +
  '.mkt-dc-replied{margin:2px 0 0 42px;font-size:13px;color:var(--mkt-muted)}' +
  '.mkt-dc-comment-acts{display:flex;gap:4px;margin-left:34px}' +
  '.mkt-dc-link-btn{min-height:36px;padding:0 8px;border:0;background:none;color:var(--mkt-muted);font-size:13px;cursor:pointer}' +
  '.mkt-dc-link-btn:hover{color:var(--mkt-accent)}' +
  '.mkt-dc-box{position:sticky;bottom:0;z-index:5;padding:8px 12px calc(8px + env(safe-area-inset-bottom));background:#fff;border-top:1px solid #e4e4ea}' +
  '.mkt-dc-box form{display:flex;align-items:flex-end;gap:8px}' +
  // Grows with the text up to five lines (field-sizing where the browser has it; rows=1 elsewhere).
  '.mkt-dc-box textarea{flex:1;min-width:0;min-height:44px;max-height:130px;box-sizing:border-box;padding:10px 12px;border:1px solid #c9c9d1;border-radius:20px;resize:none;font-size:16px;line-height:1.4;field-sizing:content}' +
  '.mkt-dc-box textarea::placeholder{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}' +
  '.mkt-dc-box .mkt-btn{padding:0 16px}' +
  '.mkt-dc-replying{display:flex;align-items:center;justify-content:space-between;gap:8px;margin:0 0 6px;font-size:13px;color:var(--mkt-muted)}' +
  '.mkt-dc-box-error{margin:4px 0 0;color:#b3261e;font-size:13px}' +
  '.mkt-dc-report h2{font-size:18px;line-height:1.3}' +
  '.mkt-dc-report fieldset{border:0;margin:0 0 8px;padding:0;display:flex;flex-direction:column}' +
  '.mkt-dc-report label{display:flex;align-items:center;gap:10px;min-height:44px}' +
  '.mkt-dc-report input[type=radio]{width:20px;height:20px;margin:0;accent-color:var(--mkt-accent)}' +
  '.mkt-dc-report textarea{width:100%;box-sizing:border-box;min-height:72px;padding:8px;border:1px solid #c9c9d1;border-radius:8px}';

const PROFILE =
  '.mkt-dc-profile{display:flex;flex-direction:column;align-items:center;gap:8px;padding:16px;background:#fff;text-align:center}' +
  '.mkt-dc-profile .mkt-dc-avatar{width:72px}' +
  '.mkt-dc-profile h2{margin:0;font-size:18px;overflow-wrap:anywhere}' +
  // Four counts as wide as their labels ("Abonnements" must not break), spread over the row.
  '.mkt-dc-counts{display:flex;justify-content:space-around;gap:4px;width:100%;margin:4px 0;padding:0;list-style:none}' +
  '.mkt-dc-counts li{display:flex;flex-direction:column;gap:2px;font-size:12px;color:var(--mkt-muted);white-space:nowrap}' +
  '.mkt-dc-counts strong{font-size:17px;color:var(--mkt-fg)}';

export function useDiscoverStyle(): void {
  useStyle('discover', CARD + FEED + POST + PROFILE);
}
