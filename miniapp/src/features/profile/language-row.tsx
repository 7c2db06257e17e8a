import * as contract from '@cum/shared/contract/areas';
import type { User } from '@cum/shared/contract/profile';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@cum/shared/domain/languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Cell, Section } from '@telegram-apps/telegram-ui';
import { followUserLanguage } from '../../i18n/initial-language';
import { useLanguage, useT } from '../../i18n/use-t';
import { apiCall } from '../../lib/api-client';
import { setCachedUser } from '../../lib/balance-cache';
import { hapticSelection } from '../../lib/telegram-actions';
import { errorToast, toast } from '../../ui/toast/toast-store';

/**
 * Settings' Language row (issue 28): the six languages by their own names. The choice is stored on
 * the account (`PATCH /api/user/settings { language }`), so the app after a reload, the bot and the
 * mails use it; the app switches as soon as the server has it.
 */
export function LanguageRow({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const t = useT();
  const shown = useLanguage();
  const save = useMutation({
    mutationFn: (language: Language) => apiCall(contract.profile.updateSettings, { body: { language } }),
    onSuccess: ({ user: updated }) => {
      setCachedUser(queryClient, updated);
      followUserLanguage(updated);
      toast({ title: t('settings-updated'), description: t('settings-saved') });
    },
    onError: (error) => errorToast(error, t('settings-failed'), t('settings-update-failed')),
  });
  const value = save.isPending && save.variables ? save.variables : (user.language ?? shown);

  return (
    <Section header={t('settings-language')}>
      <Cell
        Component="label"
        after={
          <select
            className="language-select"
            name="language"
            data-testid="language-select"
            aria-label={t('settings-language')}
            value={value}
            disabled={save.isPending}
            onChange={(event) => {
              hapticSelection();
              if (isLanguage(event.target.value)) save.mutate(event.target.value);
            }}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        }
      >
        {t('settings-language')}
      </Cell>
    </Section>
  );
}
