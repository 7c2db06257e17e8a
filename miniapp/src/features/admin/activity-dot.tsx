import type { activityTypes } from '@cum/shared/contract/admin';

type ActivityType = (typeof activityTypes)[number];

/** Spec: user_joined green, task_completed blue, reward_claimed yellow, any other purple. */
const dotColour: Partial<Record<ActivityType, string>> = {
  user_joined: 'green',
  task_completed: 'blue',
  reward_claimed: 'yellow',
};

export function ActivityDot({ type }: { type: ActivityType }) {
  const colour = dotColour[type] ?? 'purple';
  return <span className={`admin-dot admin-dot--${colour}`} data-type={type} aria-hidden="true" />;
}
