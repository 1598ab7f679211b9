// The original/translated switch (rule and reasons in language-toggle.ts).
import type { LanguageCode } from '../../contract/envelope.js';
import { useT } from '../../ui/t-context.js';

export interface LanguageSwitchProps {
  languages: readonly LanguageCode[];
  original: LanguageCode;
  choice: LanguageCode;
  onChoose(language: LanguageCode): void;
}

export function LanguageSwitch({ languages, original, choice, onChoose }: LanguageSwitchProps) {
  const t = useT();
  if (languages.length < 2) return null;
  return (
    <div className="mkt-dt-switch" role="group" aria-label={t('details.languageSwitch')}>
      {languages.map((l) => (
        <button
          key={l}
          type="button"
          aria-pressed={l === choice}
          data-language={l}
          onClick={() => onChoose(l)}
        >
          {t(l === original ? 'details.originalIn' : 'details.translationIn', { language: t(`details.languages.${l}`) })}
        </button>
      ))}
    </div>
  );
}
