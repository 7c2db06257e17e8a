import { Button } from '@telegram-apps/telegram-ui';
import { useGamesStore } from './games-store';

/** Title of an open game with the way back to the list of games. */
export function GameHeader({
  title,
  subtitle,
  canLeave = true,
}: {
  title: string;
  subtitle: string;
  canLeave?: boolean;
}) {
  const open = useGamesStore((s) => s.open);
  return (
    <header className="game-header">
      <Button mode="plain" size="s" disabled={!canLeave} onClick={() => open('list')}>
        ‹ All games
      </Button>
      <h1 className="game-header__title">{title}</h1>
      <p className="game-header__subtitle">{subtitle}</p>
    </header>
  );
}
