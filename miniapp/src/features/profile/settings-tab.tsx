import * as contract from '@cum/shared/contract/areas';
import type { Settings, User } from '@cum/shared/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Cell, Section, Switch } from '@telegram-apps/telegram-ui';
import { useT } from '../../i18n/use-t';
import { apiCall } from '../../lib/api-client';
import { setCachedUser } from '../../lib/balance-cache';
import { hapticSelection, requestWriteAccess } from '../../lib/telegram-actions';
import { errorToast, toast } from '../../ui/toast/toast-store';
import { DeleteAccount } from './delete-account';
import { LanguageRow } from './language-row';

// Labels are message ids (app.ftl).
const notificationSettings: ReadonlyArray<[keyof Settings, string]> = [
  ['emailNotifications', 'settings-email-notifications'],
  ['pushNotifications', 'settings-push-notifications'],
  ['taskReminders', 'settings-task-reminders'],
  ['rewardAlerts', 'settings-reward-alerts'],
];
const privacySettings: ReadonlyArray<[keyof Settings, string]> = [
  ['privateProfile', 'settings-private-profile'],
  ['showBalance', 'settings-show-balance'],
  ['showLevel', 'settings-show-level'],
];

/** Each toggle is saved at once (`PATCH /api/user/settings`); then the Danger Zone. */
export function SettingsTab({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const t = useT();
  const save = useMutation({
    mutationFn: (settings: Settings) => apiCall(contract.profile.updateSettings, { body: settings }),
    onSuccess: ({ user: updated }) => {
      setCachedUser(queryClient, updated);
      toast({ title: t('settings-updated'), description: t('settings-saved') });
    },
    onError: (error) => errorToast(error, t('settings-failed'), t('settings-update-failed')),
  });
  // While a save runs the switch shows what was asked for; on failure it falls back to the server's.
  const shown = save.isPending && save.variables ? save.variables : user.settings;

  const toggle = async (key: keyof Settings, checked: boolean) => {
    hapticSelection();
    // The bot can only send Reward Alerts once the user lets it write to them.
    if (key === 'rewardAlerts' && checked && !(await requestWriteAccess())) {
      toast({
        title: t('settings-update-failed'),
        description: t('settings-allow-bot'),
        variant: 'destructive',
      });
      return;
    }
    save.mutate({ ...user.settings, [key]: checked });
  };

  const row = ([key, label]: [keyof Settings, string]) => (
    <Cell
      key={key}
      Component="label"
      after={
        <Switch
          name={key}
          aria-label={t(label)}
          checked={shown[key]}
          disabled={save.isPending}
          onChange={(event) => void toggle(key, event.target.checked)}
        />
      }
    >
      {t(label)}
    </Cell>
  );

  return (
    <>
      <LanguageRow user={user} />
      <Section header={t('settings-notifications')}>{notificationSettings.map(row)}</Section>
      <Section header={t('settings-privacy')}>{privacySettings.map(row)}</Section>
      <DeleteAccount user={user} />
    </>
  );
}
