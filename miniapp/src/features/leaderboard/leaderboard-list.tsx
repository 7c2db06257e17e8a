import type { LeaderboardResponse } from '@cum/shared/contract/leaderboard';
import { Cell, Section, Skeleton } from '@telegram-apps/telegram-ui';
import { t } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { formatCum } from '../../lib/format';

type Entry = LeaderboardResponse['entries'][number];

const amountText = (amount: number | null) =>
  amount === null ? (
    t('leaderboard-hidden')
  ) : (
    <>
      {formatCum(amount)} <span dir="ltr">$CUM</span>
    </>
  );

function Row({ entry }: { entry: Entry }) {
  const t = useT();
  return (
    <Cell
      className={`leaderboard-row${entry.isMe ? ' leaderboard-row--me' : ''}`}
      data-testid="leaderboard-row"
      aria-current={entry.isMe ? 'true' : undefined}
      before={
        <span className={`leaderboard-rank leaderboard-rank--${Math.min(entry.rank, 4)}`}>{entry.rank}</span>
      }
      after={<span className="leaderboard-amount">{amountText(entry.amount)}</span>}
      subtitle={
        [
          entry.isMe ? t('leaderboard-you') : null,
          entry.level ? t('leaderboard-level', { level: entry.level }) : null,
        ]
          .filter(Boolean)
          .join(' · ') || undefined
      }
    >
      {entry.name}
    </Cell>
  );
}

/** The top 100 and, below it, your own place (also when you are outside the top 100). */
export function LeaderboardList({
  board,
  isPending,
  isError,
}: {
  board: LeaderboardResponse | undefined;
  isPending: boolean;
  isError: boolean;
}) {
  const t = useT();
  if (isPending) {
    return (
      <Section className="leaderboard-section" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} visible>
            <Cell>{t('leaderboard-player')}</Cell>
          </Skeleton>
        ))}
      </Section>
    );
  }
  if (isError || !board) return <p className="leaderboard-empty">{t('leaderboard-failed')}</p>;

  const meListed = board.entries.some((e) => e.isMe);
  return (
    <>
      <div className="leaderboard-me" data-testid="leaderboard-me">
        <span className="leaderboard-me__label">{t('leaderboard-your-rank')}</span>
        <span className="leaderboard-me__rank">{board.me.rank === null ? '-' : `#${board.me.rank}`}</span>
        <span className="leaderboard-me__amount">
          {formatCum(board.me.amount)} <span dir="ltr">$CUM</span>
        </span>
      </div>
      {board.entries.length === 0 ? (
        <p className="leaderboard-empty">{t('leaderboard-empty')}</p>
      ) : (
        <Section className="leaderboard-section">
          {board.entries.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries carry no id on purpose (an anonymous player's id would name them); a board is replaced whole.
            <Row key={i} entry={e} />
          ))}
        </Section>
      )}
      {!meListed && board.me.rank !== null && board.entries.length > 0 && (
        <p className="leaderboard-hint">{t('leaderboard-climb')}</p>
      )}
    </>
  );
}
