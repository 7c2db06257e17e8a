import type { ClickerTapRules } from '@cum/shared/contract/games';
import { Progress } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useGamesStore } from './games-store';
import { energyNow } from './use-clicker';

/** Redraws while energy refills (a few times a second is smooth enough for a bar). */
const REFILL_TICK_MS = 500;

/** The clicker's energy: one a tap, refilling at the server's rate up to its maximum. */
export function EnergyMeter({ rules }: { rules: ClickerTapRules }) {
  const t = useT();
  const run = useGamesStore((s) => s.clicker);
  const [now, setNow] = useState(() => performance.now());
  const energy = Math.floor(energyNow(run, rules, Math.max(now, run.energyAtMs)));
  const full = energy >= rules.energyMax;
  useEffect(() => {
    if (full) return;
    const id = setInterval(() => setNow(performance.now()), REFILL_TICK_MS);
    return () => clearInterval(id);
  }, [full]);
  return (
    <div className="energy-meter" data-testid="clicker-energy">
      <div className="cap-meter__row">
        <span>{energy < 1 ? t('clicker-energy-empty') : t('clicker-energy')}</span>
        <span className="cap-meter__value">
          {energy} / {rules.energyMax}
        </span>
      </div>
      <Progress value={(energy / rules.energyMax) * 100} aria-label={t('clicker-energy-aria')} />
    </div>
  );
}
