import { Button } from '@telegram-apps/telegram-ui';
import { useT } from '../../i18n/use-t';
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
  const t = useT();
  return (
    <header className="game-header">
      <Button mode="plain" size="s" disabled={!canLeave} onClick={() => open('list')}>
        <span className="back-arrow">‹</span> {t('games-all')}
      </Button>
      <h1 className="game-header__title">{title}</h1>
      <p className="game-header__subtitle">{subtitle}</p>
    </header>
  );
}
