import { RUSH_ROUND_MS } from '@cum/shared/domain/games';
import { RUSH_LANES, type RushToken } from '@cum/shared/domain/token-rush';
import { type CSSProperties, memo, useEffect, useRef, useState } from 'react';
import { t } from '../../i18n/i18n';

interface RushFieldProps {
  schedule: readonly RushToken[];
  /** performance.now() at the round's time 0. */
  originMs: number;
  caught: ReadonlySet<number>;
  score: number;
  onCatch: (id: number) => void;
}

/**
 * The playing field: each token is a CSS animation (transform only, on the compositor), started
 * with a delay so it enters at its scheduled time; the browser hides it outside its fall, so it can
 * be tapped exactly while it is on screen. No layout work per frame: the one animation-frame loop
 * only writes the timer's text.
 */
export function RushField({ schedule, originMs, caught, score, onCatch }: RushFieldProps) {
  // Delays are fixed when the field mounts (negative for tokens already under way: a resumed round).
  const [mountedAt] = useState(() => performance.now() - originMs);
  const timer = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    let frame = 0;
    const tick = () => {
      const left = Math.max(0, RUSH_ROUND_MS - (performance.now() - originMs));
      if (timer.current) timer.current.textContent = `${(left / 1000).toFixed(1)} s`;
      if (left > 0) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [originMs]);

  return (
    <div className="rush-play">
      <div className="rush-hud">
        <span className="rush-hud__timer" role="timer" aria-label={t('rush-time-left')} ref={timer}>
          {(RUSH_ROUND_MS / 1000).toFixed(1)} s
        </span>
        <span className="rush-hud__score" aria-live="off">
          <span data-testid="rush-score">{score}</span> score
        </span>
      </div>
      <div className="rush-field" style={{ '--lanes': RUSH_LANES } as CSSProperties} data-testid="rush-field">
        {schedule.map((token) => (
          <FallingToken
            key={token.id}
            token={token}
            delayMs={token.appearAtMs - mountedAt}
            caught={caught.has(token.id)}
            onCatch={onCatch}
          />
        ))}
      </div>
    </div>
  );
}

interface FallingTokenProps {
  token: RushToken;
  delayMs: number;
  caught: boolean;
  onCatch: (id: number) => void;
}

const FallingToken = memo(function FallingToken({ token, delayMs, caught, onCatch }: FallingTokenProps) {
  const gold = token.value > 1;
  const style = {
    '--lane': token.lane,
    // Reduced motion only: where in its lane the token stands.
    '--row': token.id % 8,
    animationDuration: `${token.fallMs}ms`,
    animationDelay: `${delayMs}ms`,
  } as CSSProperties;
  return (
    <div className={`rush-token${caught ? ' rush-token--caught' : ''}`} style={style}>
      <button
        type="button"
        className={`rush-token__coin${gold ? ' rush-token__coin--gold' : ''}`}
        data-testid="rush-token"
        data-token-id={token.id}
        aria-label={gold ? `Gold token, ${token.value} points` : 'Token, 1 point'}
        disabled={caught}
        // pointerdown, not click: a tap counts the moment the finger lands, as in any arcade game.
        onPointerDown={() => onCatch(token.id)}
        // A keyboard press (Enter/Space) is a click without a pointer (detail 0).
        onClick={(e) => {
          if (e.detail === 0) onCatch(token.id);
        }}
      >
        {gold ? '★' : '$'}
      </button>
      {caught ? (
        <span className="rush-token__plus" aria-hidden="true">
          +{token.value}
        </span>
      ) : null}
    </div>
  );
});
