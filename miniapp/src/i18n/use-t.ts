import type { Language } from '@cum/shared/domain/languages';
import { useSyncExternalStore } from 'react';
import { currentLanguage, subscribeLanguage, t } from './i18n';

/** The current language; the component re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
}

/** `const t = useT(); t('home-title', { name })`, re-rendered on a language change (i18n/i18n.ts). */
export function useT(): typeof t {
  useLanguage();
  return t;
}
