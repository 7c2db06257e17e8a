/** docs/product.md#play: a vertical swipe longer than this changes the video. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * What a finished drag means on the feed (docs/product.md#play): more than 50 px up goes to the next video,
 * more than 50 px down to the previous one; shorter or mostly sideways drags are not swipes.
 */
export function swipeDirection(dx: number, dy: number): 'next' | 'previous' | null {
  if (Math.abs(dy) <= SWIPE_THRESHOLD_PX || Math.abs(dy) < Math.abs(dx)) return null;
  return dy < 0 ? 'next' : 'previous';
}
