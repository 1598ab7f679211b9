// Styles of the /h5 test page, as style objects: Preact applies them through the CSSOM, which a
// strict CSP (no 'unsafe-inline' style) allows, so no <style> (and no nonce) is needed in a lazily
// loaded chunk. Mobile first (360 px): one column, 44 px touch targets, long values wrap.
import type { CSSProperties } from 'react';

const field: CSSProperties = {
  display: 'block',
  width: '100%',
  minHeight: '44px',
  padding: '8px 12px',
  border: '1px solid #c7c7cc',
  borderRadius: '8px',
  background: '#fff',
  // Not the label's muted colour: the value is content.
  color: 'var(--mkt-fg)',
};

export const S = {
  page: { maxWidth: '640px', margin: '0 auto', padding: '8px 16px 32px' },
  header: { display: 'flex', alignItems: 'center', gap: '4px', minHeight: '56px' },
  back: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: '44px', height: '44px', flex: 'none', marginLeft: '-12px', color: 'inherit' },
  title: { margin: 0, fontSize: '20px', lineHeight: 1.3, overflowWrap: 'anywhere' },
  intro: { margin: '0 0 12px', color: 'var(--mkt-muted)', fontSize: '14px' },
  card: { margin: '0 0 16px', padding: '12px 16px 16px', borderRadius: '12px', background: '#fff' },
  cardTitle: { margin: '0 0 12px', fontSize: '16px' },
  connection: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: '4px 12px', margin: '0 0 16px', padding: '12px 16px', borderRadius: '12px', background: '#fff' },
  kind: { fontWeight: 600, overflowWrap: 'anywhere' },
  buttons: { display: 'grid', gap: '8px' },
  // The shell's .mkt-btn, stretched to the column; long translations wrap instead of overflowing.
  button: { width: '100%', padding: '10px 16px', lineHeight: 1.25, textAlign: 'center', whiteSpace: 'normal', overflowWrap: 'anywhere' },
  label: { display: 'block', margin: '0 0 12px', fontSize: '14px', color: 'var(--mkt-muted)' },
  field: { ...field, marginTop: '4px', fontSize: '16px' },
  status: { margin: 0, overflowWrap: 'anywhere' },
  error: { margin: '4px 0 0', color: '#b3261e', fontSize: '14px', overflowWrap: 'anywhere' },
  code: { margin: '8px 0 0', padding: '8px 12px', borderRadius: '8px', background: '#f5f5f7', fontSize: '13px', lineHeight: 1.45, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: '240px', overflowY: 'auto' },
  log: { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '8px' },
  logItem: { padding: '8px 12px', borderRadius: '8px', background: '#f5f5f7', fontSize: '14px', overflowWrap: 'anywhere' },
  muted: { margin: 0, color: 'var(--mkt-muted)', fontSize: '14px' },
} satisfies Record<string, CSSProperties>;
