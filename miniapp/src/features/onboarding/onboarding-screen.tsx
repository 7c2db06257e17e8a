import './onboarding.css';
import * as contract from '@cum/shared/contract/areas';
import type { User } from '@cum/shared/contract/profile';
import { referralCodeFromStartParam } from '@cum/shared/domain/referrals';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { apiCall } from '../../lib/api-client';
import { rememberedReferralCode } from '../../lib/referral-hint';
import { useClosingConfirmation } from '../../lib/telegram-actions';
import { useMainButton } from '../../lib/telegram-buttons';
import { telegramEnv } from '../../lib/telegram-env';
import { Icon } from '../../ui/icons';
import { AgeStep } from './age-step';
import { useFinishOnboarding } from './queries';
import { ReferralCard } from './referral-card';
import { buildSteps, STEP_COUNT, type StepContent } from './steps';

const referralStep = 2;
const lastStep = STEP_COUNT - 1;

/**
 * `?ref=` of the page address, else a Telegram `ref_CODE` start parameter, else a `?ref=` the tab
 * arrived with earlier (the landing page's referral link, lib/referral-hint.ts).
 */
function prefilledReferralCode(): string {
  const fromUrl = new URLSearchParams(window.location.search).get('ref')?.trim();
  if (fromUrl) return fromUrl;
  return referralCodeFromStartParam(telegramEnv().startParam) ?? rememberedReferralCode() ?? '';
}

/**
 * docs/product.md#onboarding: the age gate first (until the server has the confirmation), then six
 * steps with progress dots and 'Step N of 6', Back from step 2, and the claim on the last.
 */
export function OnboardingScreen({ user }: { user: User }) {
  const [step, setStep] = useState(0);
  const [referralCode] = useState(prefilledReferralCode);
  const finish = useFinishOnboarding();
  const t = useT();
  // The reward interval as configured (REWARD_INTERVAL_MINUTES), the same wording as Home's.
  const interval = useQuery({
    queryKey: ['onboarding', 'reward-interval'],
    queryFn: ({ signal }) => apiCall(contract.rewards.canClaim, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: !!user.ageConfirmedAt,
  });
  const steps = buildSteps(interval.data?.intervalMinutes);
  // Between the claim and the page load the button keeps saying so.
  const finishing = finish.isPending || finish.isSuccess;
  useClosingConfirmation(finishing);
  const last = step === lastStep;
  const next = () => setStep((current) => Math.min(current + 1, lastStep));
  // Inside Telegram, Continue (and the last step's claim) is Telegram's MainButton alone.
  const native = useMainButton({
    text: last ? t('welcome-bonus-claim') : t('onboarding-continue'),
    active: !!user.ageConfirmedAt,
    loading: finishing,
    onClick: () => (last ? finish.mutate() : next()),
  });

  if (!user.ageConfirmedAt) {
    return (
      <main className="onboarding" aria-label={t('onboarding-age-aria')}>
        <AgeStep />
      </main>
    );
  }

  const content = steps[Math.min(step, lastStep)] as StepContent;
  return (
    <main className="onboarding" aria-label={t('onboarding-aria')}>
      <div className="onboarding__progress">
        <div className="onboarding__dots" aria-hidden="true">
          {steps.map((item, index) => (
            <span
              key={item.title}
              className={`onboarding__dot${index === step ? ' onboarding__dot--current' : ''}${index < step ? ' onboarding__dot--done' : ''}`}
            />
          ))}
        </div>
        <p className="onboarding__count">{t('onboarding-step', { step: step + 1, total: steps.length })}</p>
      </div>
      <div className="onboarding__step" key={step}>
        <div className="onboarding__icon" aria-hidden="true">
          <Icon name={content.icon} size={40} />
        </div>
        <h1 className="onboarding__title">{content.title}</h1>
        <p className="onboarding__text">{content.text}</p>
        {content.body}
        {step === referralStep && (
          <ReferralCard initialCode={referralCode} alreadyApplied={user.referralApplied} onDone={next} />
        )}
      </div>
      <div className="onboarding__actions">
        {native ? null : last ? (
          <Button size="l" stretched disabled={finishing} onClick={() => finish.mutate()}>
            {finishing ? t('reward-claiming') : t('welcome-bonus-claim')}
          </Button>
        ) : (
          <Button size="l" stretched onClick={next}>
            {t('onboarding-continue')}
          </Button>
        )}
        {step > 0 && (
          <Button size="l" stretched mode="plain" disabled={finishing} onClick={() => setStep(step - 1)}>
            {t('onboarding-back')}
          </Button>
        )}
      </div>
    </main>
  );
}
