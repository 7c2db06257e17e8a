import { REFERRAL_BONUS_REFERRED, REFERRAL_REWARD_REFERRER } from '@cum/shared/domain/referrals';
import { PERIODIC_REWARD_PER_LEVEL, WELCOME_BONUS } from '@cum/shared/domain/rewards';
import { Cell, Section } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { t } from '../../i18n/i18n';
import { intervalArgs } from '../../i18n/interval';
import { formatCum } from '../../lib/format';
import type { IconName } from '../../ui/icons';

/** The six steps' content (docs/product.md#onboarding); step 3's card and the buttons live outside. */
export interface StepContent {
  icon: IconName;
  title: string;
  text: string;
  body?: ReactNode;
}

const taskExamples = [
  { name: 'onboarding-example-checkin', detail: 'onboarding-example-checkin-detail', reward: 50 },
  { name: 'onboarding-example-share', detail: 'onboarding-example-share-detail', reward: 100 },
  { name: 'onboarding-example-invite', detail: 'onboarding-example-invite-detail', reward: 250 },
];

/**
 * The steps in the current language. Every amount comes from the shared rules; the reward interval
 * from the server's configuration (`intervalMinutes`, undefined until it has answered).
 */
export function buildSteps(intervalMinutes: number | undefined): StepContent[] {
  const referrer = formatCum(REFERRAL_REWARD_REFERRER);
  const referred = formatCum(REFERRAL_BONUS_REFERRED);
  const bonus = formatCum(WELCOME_BONUS);
  const every =
    intervalMinutes === undefined
      ? t('onboarding-every-fallback')
      : t('reward-interval', intervalArgs(intervalMinutes));
  return [
    { icon: 'wave', title: t('onboarding-1-title'), text: t('onboarding-1-text') },
    {
      icon: 'tasks',
      title: t('onboarding-2-title'),
      text: t('onboarding-2-text'),
      body: (
        <Section className="onboarding__card">
          {taskExamples.map((task) => (
            <Cell
              key={task.name}
              subtitle={t(task.detail)}
              after={<span className="onboarding__reward">+{formatCum(task.reward)}</span>}
            >
              {t(task.name)}
            </Cell>
          ))}
        </Section>
      ),
    },
    { icon: 'gift', title: t('onboarding-3-title'), text: t('onboarding-3-text', { referrer, referred }) },
    { icon: 'rooms', title: t('onboarding-4-title'), text: t('onboarding-4-text') },
    { icon: 'games', title: t('onboarding-5-title'), text: t('onboarding-5-text') },
    {
      icon: 'rocket',
      title: t('onboarding-6-title'),
      text: t('onboarding-6-text', { amount: bonus }),
      body: (
        <Section className="onboarding__card">
          <Cell
            multiline
            subtitle={t('onboarding-bonus-detail')}
            after={<span className="onboarding__reward">+{bonus}</span>}
          >
            {t('onboarding-bonus')}
          </Cell>
          <Cell
            multiline
            subtitle={t('onboarding-periodic-detail', {
              every,
              amount: formatCum(PERIODIC_REWARD_PER_LEVEL),
            })}
            after={<span className="onboarding__reward">+{formatCum(PERIODIC_REWARD_PER_LEVEL)}</span>}
          >
            {t('onboarding-periodic')}
          </Cell>
          <Cell
            multiline
            subtitle={t('onboarding-friend-detail')}
            after={<span className="onboarding__reward">+{referrer}</span>}
          >
            {t('onboarding-friend')}
          </Cell>
        </Section>
      ),
    },
  ];
}

/** How many steps there are (for code that does not render them). */
export const STEP_COUNT = 6;
