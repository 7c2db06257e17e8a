import type { SocialAction, Video } from '@cum/shared/contract/videos';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { isApiError } from '../../lib/api-client';
import { setCachedBalance } from '../../lib/balance-cache';
import { formatSocialCount } from '../../lib/format';
import { hapticImpact } from '../../lib/telegram-actions';
import { toast } from '../../ui/toast/toast-store';
import { Icon } from './play-icons';
import { usePlayStore } from './play-store';
import { performSocialAction } from './queries';

// Each action's label is `play-<action>`.
const actions: ReadonlyArray<{ action: SocialAction; count: (v: Video) => number | null }> = [
  { action: 'like', count: (v) => v.likes },
  { action: 'dislike', count: (v) => v.dislikes },
  { action: 'comment', count: (v) => v.comments },
  { action: 'share', count: () => null },
];

/**
 * Like, dislike, comment and share: once each per video while it is on screen (docs/product.md#play).
 * The server pays each once per user and video ever; a repeat after coming back to a video gets its
 * 'Already performed' answer and no second credit.
 */
export function VideoActions({ video }: { video: Video }) {
  const tr = useT();
  const queryClient = useQueryClient();
  const done = usePlayStore((s) => s.done);
  const pending = usePlayStore((s) => s.pending);

  async function act(action: SocialAction) {
    const store = usePlayStore.getState();
    store.setPending(action, true);
    hapticImpact('light');
    try {
      const r = await performSocialAction(video.id, action);
      setCachedBalance(queryClient, r.cumBalance);
      store.addCredit(r.earnings);
      store.markDone(action);
    } catch (error) {
      if (isApiError(error) && error.code === 'already_done') {
        store.markDone(action);
        toast({ title: t('play-already-done'), description: error.message, variant: 'destructive' });
      } else {
        toast({
          title: t('play-action-failed'),
          description: error instanceof Error ? error.message : undefined,
          variant: 'destructive',
        });
      }
    } finally {
      usePlayStore.getState().setPending(action, false);
    }
  }

  return (
    <ul className="play__actions" aria-label={tr('play-actions')}>
      {actions.map(({ action, count }) => {
        const label = tr(`play-${action}`);
        const isDone = done.has(action);
        const n = count(video);
        // The catalogue's counts plus this viewer's own action.
        const shown = n === null ? label : formatSocialCount(n, isDone);
        return (
          <li key={action}>
            <button
              type="button"
              className="play__action"
              data-done={isDone || undefined}
              aria-pressed={isDone}
              aria-label={n === null ? label : tr('play-action-count', { label, count: shown })}
              disabled={isDone || pending.has(action)}
              onClick={() => void act(action)}
            >
              <span className="play__action-icon">
                <Icon name={action} solid={isDone && action === 'like'} />
              </span>
              <span className="play__action-count" aria-hidden="true">
                {shown}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
