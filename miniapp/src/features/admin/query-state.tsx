import { Button, Placeholder, Spinner } from '@telegram-apps/telegram-ui';

/** Loading and failure states shared by the tabs. */
export function TabLoading({ label }: { label: string }) {
  return (
    <div className="admin-state" role="status" aria-label={label}>
      <Spinner size="m" />
    </div>
  );
}

export function TabError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className="admin-state">
      <Placeholder header="Could not load this section" description={error.message}>
        <Button size="s" mode="gray" onClick={onRetry}>
          Try again
        </Button>
      </Placeholder>
    </div>
  );
}
