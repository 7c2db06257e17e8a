import { Cell, Section } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import type { IconName } from '../../ui/icons';

/** The six steps' content (docs/product.md#onboarding); step 3's card and the buttons live outside. */
export interface StepContent {
  icon: IconName;
  title: string;
  text: string;
  body?: ReactNode;
}

const taskExamples = [
  { name: 'Daily Check-in', detail: 'Open the app every day', reward: 50 },
  { name: 'Share Content', detail: 'Share 3 posts', reward: 100 },
  { name: 'Invite Friends', detail: 'Bring a friend along', reward: 250 },
];

export const steps: StepContent[] = [
  {
    icon: 'wave',
    title: 'Welcome to $CUM!',
    text: 'Earn $CUM tokens for what you already enjoy: watching, playing, sharing and inviting friends.',
  },
  {
    icon: 'tasks',
    title: 'Earn through tasks',
    text: 'Complete daily, weekly and special tasks to collect tokens.',
    body: (
      <Section className="onboarding__card">
        {taskExamples.map((task) => (
          <Cell
            key={task.name}
            subtitle={task.detail}
            after={<span className="onboarding__reward">+{task.reward}</span>}
          >
            {task.name}
          </Cell>
        ))}
      </Section>
    ),
  },
  {
    icon: 'gift',
    title: 'Referral bonus',
    text: 'Invite friends with your code: you get 500 $CUM when they finish onboarding, they get 100 $CUM for using it.',
  },
  {
    icon: 'rooms',
    title: 'Live rooms & content',
    text: 'Browse live rooms from our streaming partner and discover premium content from creators.',
  },
  {
    icon: 'games',
    title: 'Watch, play & earn',
    text: 'Earn while you watch short videos and play mini-games. Claim your periodic reward to keep the streak going.',
  },
  {
    icon: 'rocket',
    title: 'Ready to Start!',
    text: 'Claim your 1,000 $CUM welcome bonus and start earning.',
    body: (
      <Section className="onboarding__card">
        <Cell
          multiline
          subtitle="Credited to your balance at once"
          after={<span className="onboarding__reward">+1,000</span>}
        >
          Welcome bonus
        </Cell>
        <Cell
          multiline
          subtitle="Every few hours, 25 $CUM per level"
          after={<span className="onboarding__reward">+25</span>}
        >
          Periodic reward
        </Cell>
        <Cell
          multiline
          subtitle="When a friend finishes onboarding"
          after={<span className="onboarding__reward">+500</span>}
        >
          Each friend you invite
        </Cell>
      </Section>
    ),
  },
];
