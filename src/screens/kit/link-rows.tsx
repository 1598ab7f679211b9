// Grouped setting rows (spec §2 user centre: settingIndex, accountAndSecurityIndex): a label, an
// optional value on the right and a chevron, each a link; a row without a link shows a fact (the
// app version). Mobile first: at least 52 px high, long French labels and values wrap.
import { Link } from 'wouter';
import { useStyle } from '../../ui/use-style.js';

export interface LinkRow {
  id: string;
  label: string;
  /** Where the row leads; none: a static row. */
  href?: string;
  /** On the right; null while it is not known yet (a skeleton); '' or absent: nothing. */
  value?: string | null;
  /** lang attribute of the value, when it is not in the interface language (a language's own name). */
  valueLang?: string;
  /** The value needs attention (a pending deletion). */
  warn?: boolean;
  /** The row ends or destroys something. */
  danger?: boolean;
}

const ROWS_CSS =
  '.mkt-rows{margin:12px 0 0;padding:0;list-style:none;background:#fff;border-top:1px solid #ececf0;border-bottom:1px solid #ececf0}' +
  '.mkt-row{display:flex;align-items:center;gap:12px;min-height:52px;padding:8px 8px 8px 16px;border-bottom:1px solid #f0f0f3;color:inherit;text-decoration:none}' +
  '.mkt-rows li:last-child .mkt-row{border-bottom:0}' +
  '.mkt-row-static{padding-right:16px}' +
  '.mkt-row-label{flex:1 1 auto;min-width:0;font-size:15px;overflow-wrap:anywhere}' +
  // The value keeps its width and the label wraps instead: a masked number broken mid-digits
  // ('+225 07••••••0' over '1', seen at 360 px in French) reads as a different number. Only a
  // value wider than 60% of the row (a long e-mail) breaks, where it must.
  '.mkt-row-value{flex:0 0 auto;max-width:60%;color:var(--mkt-muted);font-size:14px;text-align:right;overflow-wrap:break-word}' +
  '.mkt-row-value.mkt-row-warn{color:#b25e00}' +
  '.mkt-row-danger .mkt-row-label{color:#b3261e}' +
  '.mkt-row-skel{display:inline-block;width:110px;height:14px}' +
  '.mkt-row>svg{flex:none;width:20px;height:20px;color:#b0b0b8}';

export const Chevron = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M9 6l6 6-6 6" />
  </svg>
);

function RowBody({ row }: { row: LinkRow }) {
  return (
    <>
      <span className="mkt-row-label">{row.label}</span>
      {row.value === null && <span className="mkt-skel mkt-row-skel" aria-hidden="true" />}
      {row.value ? <span className={row.warn ? 'mkt-row-value mkt-row-warn' : 'mkt-row-value'} lang={row.valueLang}>{row.value}</span> : null}
    </>
  );
}

export function LinkRows({ groups, label }: { groups: readonly (readonly LinkRow[])[]; label: string }) {
  useStyle('rows', ROWS_CSS);
  return (
    <nav aria-label={label}>
      {groups.map((rows, g) => (
        <ul key={g} className="mkt-rows">
          {rows.map((r) => (
            <li key={r.id}>
              {r.href ? (
                <Link href={r.href} className={r.danger ? 'mkt-row mkt-row-danger' : 'mkt-row'} data-row={r.id}>
                  <RowBody row={r} />
                  <Chevron />
                </Link>
              ) : (
                <div className="mkt-row mkt-row-static" data-row={r.id}><RowBody row={r} /></div>
              )}
            </li>
          ))}
        </ul>
      ))}
    </nav>
  );
}
