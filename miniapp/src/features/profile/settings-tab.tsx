import * as contract from '@cum/shared/contract/areas';
import type { Settings, User } from '@cum/shared/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Cell, Section, Switch } from '@telegram-apps/telegram-ui';
import { apiCall } from '../../lib/api-client';
import { setCachedUser } from '../../lib/balance-cache';
import { hapticSelection, requestWriteAccess } from '../../lib/telegram-actions';
import { errorToast, toast } from '../../ui/toast/toast-store';
import { DeleteAccount } from './delete-account';

const notificationSettings: ReadonlyArray<[keyof Settings, string]> = [
  ['emailNotifications', 'Email Notifications'],
  ['pushNotifications', 'Push Notifications'],
  ['taskReminders', 'Task Reminders'],
  ['rewardAlerts', 'Reward Alerts'],
];
const privacySettings: ReadonlyArray<[keyof Settings, string]> = [
  ['privateProfile', 'Private Profile'],
  ['showBalance', 'Show Balance'],
  ['showLevel', 'Show Level'],
];

/** Each toggle is saved at once (`PATCH /api/user/settings`); then the Danger Zone. */
export function SettingsTab({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (settings: Settings) => apiCall(contract.profile.updateSettings, { body: settings }),
    onSuccess: ({ user: updated }) => {
      setCachedUser(queryClient, updated);
      toast({ title: 'Settings updated', description: 'Your settings have been saved.' });
    },
    onError: (error) => errorToast(error, 'Failed to update settings', 'Update failed'),
  });
  // While a save runs the switch shows what was asked for; on failure it falls back to the server's.
  const shown = save.isPending && save.variables ? save.variables : user.settings;

  const toggle = async (key: keyof Settings, checked: boolean) => {
    hapticSelection();
    // The bot can only send Reward Alerts once the user lets it write to them.
    if (key === 'rewardAlerts' && checked && !(await requestWriteAccess())) {
      toast({
        title: 'Update failed',
        description: 'Allow the bot to message you to turn on Reward Alerts.',
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
          aria-label={label}
          checked={shown[key]}
          disabled={save.isPending}
          onChange={(event) => void toggle(key, event.target.checked)}
        />
      }
    >
      {label}
    </Cell>
  );

  return (
    <>
      <Section header="Notifications">{notificationSettings.map(row)}</Section>
      <Section header="Privacy">{privacySettings.map(row)}</Section>
      <DeleteAccount user={user} />
    </>
  );
}
