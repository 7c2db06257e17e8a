import * as contract from '@cum/shared/contract/areas';
import type { User } from '@cum/shared/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n/i18n';
import { apiCall } from '../../lib/api-client';
import { setCachedUser } from '../../lib/balance-cache';
import { errorToast, toast } from '../../ui/toast/toast-store';
import { type ProfileFormErrors, type ProfileFormValues, validateProfile } from './profile-form';

const valuesOf = (user: User): ProfileFormValues => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  username: user.username ?? '',
});

/** Read-only and editable states of the profile form; a successful save returns to read-only. */
export function useProfileEditor(user: User) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileFormValues>(() => valuesOf(user));
  const [errors, setErrors] = useState<ProfileFormErrors>({});

  const save = useMutation({
    mutationFn: (body: ProfileFormValues) => apiCall(contract.profile.updateProfile, { body }),
    onSuccess: ({ user: updated }) => {
      setCachedUser(queryClient, updated);
      setValues(valuesOf(updated));
      setEditing(false);
      toast({ title: t('profile-updated'), description: t('profile-updated-hint') });
    },
    onError: (error) => errorToast(error, t('profile-update-failed'), t('profile-update-failed-short')),
  });

  return {
    editing,
    values,
    errors,
    saving: save.isPending,
    setField: (field: keyof ProfileFormValues, value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => ({ ...e, [field]: undefined }));
    },
    startEditing: () => {
      setValues(valuesOf(user));
      setErrors({});
      setEditing(true);
    },
    submit: () => {
      const result = validateProfile(values);
      setErrors(result.errors);
      if (result.data) save.mutate(result.data);
    },
  };
}
export type ProfileEditor = ReturnType<typeof useProfileEditor>;
