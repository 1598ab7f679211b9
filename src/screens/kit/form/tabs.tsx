// Two or more ways to do one thing (login by mobile or e-mail, reset by phone or e-mail): an ARIA
// tab list whose panels are the forms below it.
export interface TabsProps<K extends string> {
  tabs: readonly { key: NoInfer<K>; label: string }[];
  current: K;
  onChange(key: NoInfer<K>): void;
  label: string;
}

export function Tabs<K extends string>({ tabs, current, onChange, label }: TabsProps<K>) {
  const move = (from: number, step: number) => onChange(tabs[(from + step + tabs.length) % tabs.length]!.key);
  return (
    <div className="mkt-form-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, i) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === current}
          tabIndex={tab.key === current ? 0 : -1}
          onClick={() => onChange(tab.key)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') move(i, 1);
            if (e.key === 'ArrowLeft') move(i, -1);
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
