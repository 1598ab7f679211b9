// The pictures of the return pages' outcomes (64 px, stroke icons in the outcome's colour).
const PATHS = {
  ok: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12.5l2.5 2.5L16 9.5',
  bad: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9 9l6 6M15 9l-6 6',
  wait: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
} as const;

export function ResultIcon({ kind, spin = false }: { kind: keyof typeof PATHS; spin?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round"
      className={spin ? 'mkt-spin' : undefined}>
      <path d={spin ? 'M12 3a9 9 0 1 0 9 9' : PATHS[kind]} />
    </svg>
  );
}
