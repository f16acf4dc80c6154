import { useLingui } from '@lingui/react/macro';
import { activateLocale, LOCALES, type Locale } from '../../i18n/i18n';

/** Albanian (default), English, German; the choice is kept in browser storage (src/i18n). */
export function LanguageSwitch() {
  const { i18n, t } = useLingui();
  return (
    <label className="inline-flex items-center">
      <span className="sr-only">{t`Gjuha`}</span>
      <select
        value={i18n.locale}
        onChange={(event) => void activateLocale(event.target.value as Locale)}
        className="min-h-11 rounded-md border border-slate-400 bg-white px-2 text-base text-slate-900"
      >
        {Object.entries(LOCALES).map(([code, name]) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
