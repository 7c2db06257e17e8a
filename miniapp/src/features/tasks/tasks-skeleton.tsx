import { Cell, List, Section, Skeleton } from '@telegram-apps/telegram-ui';
import { useT } from '../../i18n/use-t';

/** Loading state: the shape of the task sections, so nothing jumps when the list arrives. */
export function TasksSkeleton() {
  const t = useT();
  return (
    <List className="tasks-screen earn-screen" aria-busy="true" aria-label={t('tasks-loading-aria')}>
      {(['tasks-daily', 'tasks-weekly'] as const).map((title) => (
        <Section key={title} header={t(title)}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} visible>
              <Cell Component="div" subtitle="+25 $CUM">
                Loading task
              </Cell>
            </Skeleton>
          ))}
        </Section>
      ))}
    </List>
  );
}
