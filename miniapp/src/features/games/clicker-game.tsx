import { useQuery } from '@tanstack/react-query';
import { Section, Skeleton } from '@telegram-apps/telegram-ui';
import { type MouseEvent, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { formatCum } from '../../lib/format';
import { useVerticalSwipesDisabled } from '../../lib/telegram-swipes';
import { EnergyMeter } from './energy-meter';
import { GameHeader } from './game-header';
import { useGamesStore } from './games-store';
import { HourlyCapMeter } from './hourly-cap-meter';
import { gamesStatusQuery } from './queries';
import { useClicker } from './use-clicker';

interface Float {
  id: number;
  x: number;
  y: number;
}

/** How long a floating "+N" lives (its CSS animation is as long). */
const FLOAT_MS = 800;

/** CUM Clicker: one big coin to tap, each tap floating its reward, energy and the hourly cap. */
export function ClickerGame() {
  const status = useQuery(gamesStatusQuery).data;
  const run = useGamesStore((s) => s.clicker);
  const capped = status !== undefined && status.clicker.leftThisHour <= 0;
  const t = useT();
  const rules = status?.clicker.taps;
  const { tap } = useClicker(rules, capped);
  // Fast tapping must not collapse the mini-app with a stray vertical swipe.
  useVerticalSwipesDisabled();
  const [floats, setFloats] = useState<Float[]>([]);
  const nextId = useRef(0);

  const onTap = (e: MouseEvent<HTMLButtonElement>) => {
    if (!tap()) return;
    const box = e.currentTarget.getBoundingClientRect();
    // A keyboard press has no pointer position: float from the middle of the coin.
    const pointer = e.clientX !== 0 || e.clientY !== 0;
    const id = nextId.current++;
    const float = {
      id,
      x: pointer ? e.clientX - box.left : box.width / 2,
      y: pointer ? e.clientY - box.top : box.height / 2,
    };
    setFloats((list) => [...list.slice(-11), float]);
    setTimeout(() => setFloats((list) => list.filter((f) => f.id !== id)), FLOAT_MS);
  };

  return (
    <div className="game-view">
      <GameHeader
        title="CUM Clicker"
        subtitle={status ? t('clicker-up-to', { amount: formatCum(status.clicker.hourlyCap) }) : ''}
      />
      <div className="clicker">
        <div className="clicker__stage">
          <button
            type="button"
            className="clicker__coin"
            onClick={onTap}
            disabled={!status || capped}
            aria-label={capped ? t('clicker-paused') : t('clicker-tap')}
            aria-describedby="clicker-score"
          >
            <span className="clicker__coin-label" aria-hidden="true">
              $CUM
            </span>
          </button>
          {rules
            ? floats.map((f) => (
                <span
                  key={f.id}
                  className="clicker__float"
                  data-testid="clicker-float"
                  aria-hidden="true"
                  style={{ left: f.x, top: f.y }}
                >
                  +{formatCum(rules.rewardPerTap)}
                </span>
              ))
            : null}
        </div>
        <p className="clicker__score" id="clicker-score" aria-live="polite">
          <span className="clicker__score-value" data-testid="clicker-score">
            {run.taps}
          </span>{' '}
          {t('clicker-taps-label', { taps: run.taps })}
        </p>
        <p className="clicker__hint">
          {capped
            ? t('clicker-capped')
            : rules
              ? t('clicker-per-tap', { amount: formatCum(rules.rewardPerTap) })
              : ''}
        </p>
        {rules ? <EnergyMeter rules={rules} /> : null}
      </div>
      <Section header={t('clicker-this-visit')} aria-label={t('clicker-earnings')}>
        <div className="games-screen__body">
          <div className="cap-meter__row">
            <span>{t('clicker-credited')}</span>
            <span className="cap-meter__value" data-testid="clicker-earned">
              {t('amount-cum', { amount: formatCum(run.earned) })}
            </span>
          </div>
          {run.message ? (
            <p className="clicker__message" role="status" data-testid="clicker-message">
              {run.message}
            </p>
          ) : null}
          {status ? (
            <HourlyCapMeter clicker={status.clicker} />
          ) : (
            <Skeleton visible className="games-skeleton" />
          )}
        </div>
      </Section>
    </div>
  );
}
