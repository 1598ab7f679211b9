// Styles of the details screen (mobile first at 360 px: 44 px targets, wrapping text, no overflow
// for long French words; sections as white cards on the page's grey).
export const DETAILS_CSS =
  '.mkt-dt{background:var(--mkt-bg)}' +
  '.mkt-dt-head-title{flex:1;min-width:0;margin:0;font-size:17px;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}' +
  '.mkt-dt-star{color:var(--mkt-muted)}' +
  '.mkt-dt-star-on{color:#f5a300}' +
  '.mkt-dt-star[aria-busy=true]{opacity:.5}' +
  // Toggled offline, not sent yet (issue: Beyond the spec, item 4): a small clock-grey dot.
  ".mkt-dt-star-pending{position:relative}.mkt-dt-star-pending::after{content:'';position:absolute;top:9px;right:9px;width:9px;height:9px;border-radius:50%;background:#64646a;box-shadow:0 0 0 2px #fff}" +
  '.mkt-dt-main{display:flex;flex-direction:column;gap:8px;padding-bottom:16px}' +
  '.mkt-dt-state{min-height:60vh}' +
  // Cover: the LCP picture, in a fixed 4:3 box.
  '.mkt-dt-cover{position:relative;display:block;width:100%;padding:0;border:0;background:none;cursor:zoom-in}' +
  '.mkt-dt-cover[disabled]{cursor:default}' +
  '.mkt-dt-count{position:absolute;right:12px;bottom:12px;display:inline-flex;align-items:center;gap:4px;padding:2px 10px;border-radius:12px;background:rgba(0,0,0,.55);color:#fff;font-size:13px;line-height:20px}' +
  '.mkt-dt-count svg{width:16px;height:16px}' +
  '.mkt-dt-sec{padding:16px;background:#fff}' +
  '.mkt-dt-sec-head{display:flex;align-items:center;justify-content:space-between;gap:8px;flex-wrap:wrap;margin-bottom:8px}' +
  '.mkt-dt-sec-head .mkt-dt-h2{margin:0}' +
  '.mkt-dt-h2{margin:0 0 10px;font-size:17px;font-weight:600;line-height:1.3}' +
  '.mkt-dt-summary{display:flex;flex-direction:column;gap:10px}' +
  '.mkt-dt-price{margin:0}' +
  '.mkt-dt-price .mkt-price{font-size:22px}' +
  '.mkt-dt-price .mkt-price small{font-size:14px}' +
  '.mkt-dt-title{margin:0;font-size:20px;font-weight:700;line-height:1.35;overflow-wrap:anywhere}' +
  '.mkt-dt-labels{margin:0}' +
  '.mkt-dt-meta{display:flex;flex-direction:column;gap:4px;margin:0;color:var(--mkt-muted);font-size:14px;line-height:1.4}' +
  '.mkt-dt-meta>span{display:flex;align-items:flex-start;gap:6px;min-width:0;overflow-wrap:anywhere}' +
  '.mkt-dt-meta svg{flex:none;width:16px;height:16px;margin-top:2px}' +
  '.mkt-dt-meta a{color:var(--mkt-accent)}' +
  // Original / translated switch: a two-part segmented control; labels wrap inside their half.
  '.mkt-dt-switch{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(0,1fr);border:1px solid #d5d5dc;border-radius:10px;overflow:hidden}' +
  '.mkt-dt-switch button{min-height:44px;padding:4px 8px;border:0;background:#fff;color:var(--mkt-fg);font-size:14px;line-height:1.25;overflow-wrap:anywhere;cursor:pointer}' +
  '.mkt-dt-switch button+button{border-left:1px solid #d5d5dc}' +
  '.mkt-dt-switch button[aria-pressed=true]{background:#e8f5ee;color:var(--mkt-accent);font-weight:600}' +
  // Facts: two columns of label over value; values wrap.
  '.mkt-dt-facts{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px 16px;margin:0}' +
  '.mkt-dt-facts>div{min-width:0}' +
  '.mkt-dt-facts dt{color:var(--mkt-muted);font-size:13px;line-height:1.3;overflow-wrap:anywhere}' +
  '.mkt-dt-facts dd{margin:2px 0 0;font-size:15px;font-weight:600;line-height:1.35;overflow-wrap:anywhere}' +
  '.mkt-dt-flag{display:inline-flex;align-items:center;gap:4px}' +
  '.mkt-dt-flag svg{width:18px;height:18px}' +
  '.mkt-dt-yes{color:var(--mkt-accent)}' +
  '.mkt-dt-no{color:var(--mkt-muted);font-weight:400}' +
  // Gallery thumbnails.
  '.mkt-dt-gallery{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:6px;margin:0;padding:0;list-style:none}' +
  '.mkt-dt-thumb{display:block;width:100%;padding:0;border:0;border-radius:8px;overflow:hidden;background:none;cursor:zoom-in}' +
  // Publisher.
  '.mkt-dt-pub{display:flex;align-items:center;gap:12px}' +
  '.mkt-dt-avatar{flex:none;width:48px;border-radius:50%}' +
  '.mkt-dt-pub-names{flex:1;min-width:0}' +
  '.mkt-dt-pub-name{margin:0;font-weight:600;line-height:1.3;overflow-wrap:anywhere}' +
  '.mkt-dt-pub-other{margin:2px 0 0;color:var(--mkt-muted);font-size:13px;overflow-wrap:anywhere}' +
  '.mkt-dt-chat{flex:none;display:inline-flex;align-items:center;gap:6px;min-height:44px;padding:0 16px;border:0;border-radius:22px;background:var(--mkt-accent);color:#fff;font-size:15px;cursor:pointer}' +
  '.mkt-dt-chat svg{width:20px;height:20px}' +
  // Contacts.
  '.mkt-dt-reveal{display:inline-flex;align-items:center;gap:6px;min-height:44px;padding:0 12px;border:0;border-radius:22px;background:#f0f0f3;color:var(--mkt-fg);font-size:14px;cursor:pointer}' +
  '.mkt-dt-reveal svg{width:20px;height:20px}' +
  '.mkt-dt-contacts{display:flex;flex-direction:column;gap:4px;margin:0;padding:0;list-style:none}' +
  '.mkt-dt-contacts li{display:flex;align-items:center;gap:10px;min-height:36px;overflow-wrap:anywhere;min-width:0}' +
  '.mkt-dt-contacts svg{flex:none;width:20px;height:20px;color:var(--mkt-muted)}' +
  '.mkt-dt-contacts a{display:inline-flex;align-items:center;min-height:44px;color:var(--mkt-accent);min-width:0;overflow-wrap:anywhere}' +
  // Skeleton.
  '.mkt-dt-skel-cover{display:block;width:100%;aspect-ratio:4/3;border-radius:0}' +
  '.mkt-dt-skel{display:flex;flex-direction:column;gap:10px}' +
  '.mkt-dt-skel-l1{height:24px;width:40%}' +
  '.mkt-dt-skel-l2{height:22px;width:90%}' +
  '.mkt-dt-skel-l3{height:16px;width:60%}' +
  '.mkt-dt-skel-l4{height:16px;width:100%}' +
  // The recommended list sits in the same column of cards.
  '.mkt-dt .mkt-rec{margin-top:0}';
