import * as contract from '@cum/shared/contract/areas';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input } from '@telegram-apps/telegram-ui';
import { type FormEvent, useState } from 'react';
import { apiCall } from '../../lib/api-client';
import { setCachedBalance } from '../../lib/balance-cache';
import { sessionKeys } from '../../lib/session';
import { hapticNotification } from '../../lib/telegram-actions';
import { useOneFlight } from '../../lib/use-one-flight';
import { errorToast, toast } from '../../ui/toast/toast-store';
import { referralKeys } from './queries';

/** 'Have a Referral Code?': applies a friend's code (docs/product.md#referral). */
export function UseCodeCard() {
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const trimmed = value.trim();
  const use = useOneFlight({
    mutationFn: (referralCode: string) => apiCall(contract.referrals.use, { body: { referralCode } }),
    onSuccess: async (result) => {
      setCachedBalance(queryClient, result.cumBalance);
      hapticNotification('success');
      toast({ title: 'Success!', description: result.message });
      setValue('');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: referralKeys.stats() }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.user }),
      ]);
    },
    onError: (error) => {
      hapticNotification('error');
      errorToast(error, 'Failed to use referral code');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) use.run(trimmed);
  };

  return (
    <form className="referral-card" onSubmit={submit} aria-labelledby="use-code-title">
      <h2 id="use-code-title" className="referral-card__title">
        Have a Referral Code?
      </h2>
      <p className="referral-card__text">Enter a friend's code to get 100 $CUM.</p>
      <div className="referral-input">
        <Input
          aria-label="Referral code"
          placeholder="Enter referral code"
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={32}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <Button type="submit" size="m" stretched disabled={!trimmed || use.isPending}>
        {use.isPending ? 'Applying...' : 'Use Referral Code'}
      </Button>
    </form>
  );
}
