import * as contract from '@cum/shared/contract/areas';
import { REFERRAL_BONUS_REFERRED } from '@cum/shared/domain/referrals';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input } from '@telegram-apps/telegram-ui';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { apiCall } from '../../lib/api-client';
import { setCachedBalance } from '../../lib/balance-cache';
import { formatCum } from '../../lib/format';
import { sessionKeys } from '../../lib/session';
import { hapticNotification } from '../../lib/telegram-actions';
import { useOneFlight } from '../../lib/use-one-flight';
import { errorToast, toast } from '../../ui/toast/toast-store';
import { referralKeys } from './queries';

/** 'Have a Referral Code?': applies a friend's code (docs/product.md#referral). */
export function UseCodeCard() {
  const t = useT();
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const trimmed = value.trim();
  const use = useOneFlight({
    mutationFn: (referralCode: string) => apiCall(contract.referrals.use, { body: { referralCode } }),
    onSuccess: async (result) => {
      setCachedBalance(queryClient, result.cumBalance);
      hapticNotification('success');
      toast({ title: t('referral-success'), description: result.message });
      setValue('');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: referralKeys.stats() }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.user }),
      ]);
    },
    onError: (error) => {
      hapticNotification('error');
      errorToast(error, t('referral-use-failed'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) use.run(trimmed);
  };

  return (
    <form className="referral-card" onSubmit={submit} aria-labelledby="use-code-title">
      <h2 id="use-code-title" className="referral-card__title">
        {t('referral-use-title')}
      </h2>
      <p className="referral-card__text">
        {t('referral-use-text', { referred: formatCum(REFERRAL_BONUS_REFERRED) })}
      </p>
      <div className="referral-input">
        <Input
          aria-label={t('referral-use-aria')}
          placeholder={t('referral-use-placeholder')}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={32}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <Button type="submit" size="m" stretched disabled={!trimmed || use.isPending}>
        {t(use.isPending ? 'referral-applying' : 'referral-use-button')}
      </Button>
    </form>
  );
}
