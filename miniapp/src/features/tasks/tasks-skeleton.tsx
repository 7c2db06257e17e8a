import { Cell, List, Section, Skeleton } from '@telegram-apps/telegram-ui';

/** Loading state: the shape of the task sections, so nothing jumps when the list arrives. */
export function TasksSkeleton() {
  return (
    <List className="tasks-screen earn-screen" aria-busy="true" aria-label="Loading tasks">
      {['Daily', 'Weekly'].map((title) => (
        <Section key={title} header={title}>
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
