import type { User } from '@cum/shared/contract/profile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppRoot } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { homeKeys } from '../../../src/features/home/queries';
import { RewardCard } from '../../../src/features/home/reward-card';
import { WelcomeBonusCard } from '../../../src/features/home/welcome-bonus-card';

const suspension = { reason: 'spam', until: null, message: 'Your account is suspended.' };
const user = (suspended: boolean) =>
  ({
    welcomeBonusClaimed: false,
    referralApplied: false,
    onboardingCompleted: true,
    suspension: suspended ? suspension : null,
  }) as User;

function html(node: ReactNode): string {
  const client = new QueryClient();
  client.setQueryData(homeKeys.rewardStatus(), {
    canClaim: true,
    amount: 10_000,
    intervalMinutes: 60,
    timeUntilNext: 0,
    dayStreak: 0,
    receivedAt: 0,
  });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <AppRoot>
        <MemoryRouter>{node}</MemoryRouter>
      </AppRoot>
    </QueryClientProvider>,
  );
}

/** The <button> element whose text is `label` (its opening tag and text). */
const button = (markup: string, label: string) => {
  const m = new RegExp(`<button[^>]*>(?:(?!</button>).)*${label}`).exec(markup);
  if (!m) throw new Error(`no ${label} button in ${markup}`);
  return m[0];
};

describe('Home earning buttons of a suspended account', () => {
  it('Claim Bonus is disabled while suspended, enabled otherwise', () => {
    expect(button(html(<WelcomeBonusCard user={user(true)} />), 'Claim Bonus')).toContain('disabled');
    expect(button(html(<WelcomeBonusCard user={user(false)} />), 'Claim Bonus')).not.toContain('disabled');
  });

  it('Claim Reward is disabled while suspended, enabled otherwise', () => {
    expect(button(html(<RewardCard suspended />), 'Claim Reward')).toContain('disabled');
    expect(button(html(<RewardCard suspended={false} />), 'Claim Reward')).not.toContain('disabled');
  });
});
