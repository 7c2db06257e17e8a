import { type CSSProperties, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { showPendingToast, toastDurationMs, toastStore, useCurrentToast } from './toast-store';

import styles from './toaster.css?inline';

// The view's rules travel inside its script, so loading it is one file that either arrived or can be
// asked for again (a stylesheet link that failed offline is never fetched again by Vite's preloader).
if (typeof document !== 'undefined' && !document.getElementById('toaster-styles')) {
  const style = document.createElement('style');
  style.id = 'toaster-styles';
  style.textContent = styles;
  document.head.append(style);
}

// docs/product.md#toasts: a swipe to the right of more than 50 px dismisses the toast.
const swipeThreshold = 50;

/** Renders the current toast; mounted once by the app shell. */
export function Toaster() {
  const t = useT();
  const current = useCurrentToast();
  const [offset, setOffset] = useState(0);
  const startX = useRef<number | null>(null);

  useEffect(() => showPendingToast(), []);

  useEffect(() => {
    if (!current) return;
    setOffset(0);
    const timer = window.setTimeout(() => toastStore.getState().dismiss(current.id), toastDurationMs);
    return () => window.clearTimeout(timer);
  }, [current]);

  if (!current) return null;

  const onPointerDown = (event: PointerEvent) => {
    startX.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (startX.current !== null) setOffset(Math.max(0, event.clientX - startX.current));
  };
  const onPointerUp = () => {
    if (offset > swipeThreshold) toastStore.getState().dismiss(current.id);
    else setOffset(0);
    startX.current = null;
  };

  return (
    <div className="toaster">
      {current.celebrate ? <CoinBurst key={current.id} /> : null}
      <div
        role={current.variant === 'destructive' ? 'alert' : 'status'}
        className={`toast toast--${current.variant}`}
        style={offset ? { transform: `translateX(${offset}px)`, opacity: 1 - offset / 200 } : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <div className="toast__body">
          <p className="toast__title">{current.title}</p>
          {current.description && <p className="toast__description">{current.description}</p>}
        </div>
        <button
          type="button"
          className="toast__close"
          aria-label={t('toast-dismiss')}
          onClick={() => toastStore.getState().dismiss(current.id)}
        >
          ×
        </button>
      </div>
    </div>
  );
}

/** Directions of the coins of a burst (degrees), fixed so each coin keeps its key. */
const COIN_ANGLES = [0, 36, 72, 108, 144, 180, 216, 252, 288, 324];

/** A short burst of coins (CSS only; hidden when the user asks for reduced motion: toaster.css). */
function CoinBurst() {
  return (
    <div className="coin-burst" aria-hidden="true" data-testid="coin-burst">
      {COIN_ANGLES.map((angle) => (
        <span
          key={angle}
          className="coin-burst__coin"
          style={{ '--angle': `${angle}deg` } as CSSProperties}
        />
      ))}
    </div>
  );
}
