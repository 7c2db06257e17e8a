import { type PointerEvent, useCallback, useRef } from 'react';
import { swipeDirection } from './swipe';

/**
 * Vertical swipes on the feed (touch or mouse): up goes to the next video, down to the previous
 * one. `swiped()` tells a click handler that the pointer just finished a swipe, not a tap.
 */
export function useSwipe(onNext: () => void, onPrevious: () => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const lastSwipeAt = useRef(0);

  const onPointerDown = useCallback((e: PointerEvent) => {
    if (!e.isPrimary) return;
    start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
  }, []);

  const onPointerUp = useCallback(
    (e: PointerEvent) => {
      const s = start.current;
      start.current = null;
      if (!s || s.id !== e.pointerId) return;
      const direction = swipeDirection(e.clientX - s.x, e.clientY - s.y);
      if (!direction) return;
      lastSwipeAt.current = Date.now();
      if (direction === 'next') onNext();
      else onPrevious();
    },
    [onNext, onPrevious],
  );

  const onPointerCancel = useCallback(() => {
    start.current = null;
  }, []);

  const swiped = useCallback(() => Date.now() - lastSwipeAt.current < 400, []);

  return { handlers: { onPointerDown, onPointerUp, onPointerCancel }, swiped };
}
