import { useT } from '#app/i18n/messages.ts';
import { useHydrated } from './hydrated.ts';
import { chooseColorMode, useColorMode, type ColorMode } from './color-mode.ts';
import { shellMessages } from '#app/i18n/shell-messages.ts';

/** System / light / dark, kept in a cookie the server reads. Needs JavaScript, so it appears only once hydrated. */
export function ColorModeSwitch() {
  const t = useT(shellMessages);
  const hydrated = useHydrated();
  const mode = useColorMode('system');
  if (!hydrated) return null;
  const options: { value: ColorMode; label: string; icon: string }[] = [
    { value: 'system', label: t('colorSystem'), icon: '◐' },
    { value: 'light', label: t('colorLight'), icon: '☀' },
    { value: 'dark', label: t('colorDark'), icon: '☾' },
  ];
  return (
    <div role="group" aria-label={t('colorMode')} className="inline-flex rounded-md border border-line">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={mode === option.value}
          title={option.label}
          onClick={() => chooseColorMode(option.value)}
          className="min-h-11 min-w-11 px-2 text-base first:rounded-l-md last:rounded-r-md aria-pressed:bg-brand aria-pressed:text-brand-ink"
        >
          <span aria-hidden="true">{option.icon}</span>
          <span className="sr-only">{option.label}</span>
        </button>
      ))}
    </div>
  );
}
