import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { setCachedBalance } from '../../lib/balance-cache';
import { usePlayStore } from './play-store';
import { reportWatch } from './queries';

/** While a video plays its watch time is sent this often, so a closed app loses little. */
export const REPORT_EVERY_SECONDS = 10;

/**
 * Watch time of the video on screen (docs/product.md#play): while it plays a counter grows each second;
 * the unsent seconds go to the server every REPORT_EVERY_SECONDS and when the video is left. The
 * server decides what is paid (real elapsed time, the video's length, 2 h a day) and its answer is
 * what the feed shows as earned. A failed save is only logged (docs/product.md#play).
 */
export function useWatchReporter(videoId: string | undefined, playing: boolean) {
  const queryClient = useQueryClient();
  const [seconds, setSeconds] = useState(0);
  const counter = useRef({ videoId, seconds: 0, reported: 0 });

  const send = useCallback(
    (id: string, watchTime: number) => {
      reportWatch(id, watchTime)
        .then((r) => {
          setCachedBalance(queryClient, r.cumBalance);
          usePlayStore.getState().addCredit(r.earnings, r.creditedSeconds);
        })
        .catch((error: unknown) => console.warn('Failed to save watch time', error));
    },
    [queryClient],
  );

  /** Sends what was watched and not yet sent (leaving, the app hidden). */
  const flush = useCallback(() => {
    const c = counter.current;
    const unsent = c.seconds - c.reported;
    if (c.videoId && unsent > 0) send(c.videoId, unsent);
    c.reported = c.seconds;
  }, [send]);

  /** The video is left: send the rest, then the counters start again for the next one. */
  const leave = useCallback(() => {
    flush();
    counter.current.seconds = 0;
    counter.current.reported = 0;
    setSeconds(0);
  }, [flush]);

  // Follows the shown video; `leave` has already sent the previous one's time.
  useEffect(() => {
    counter.current = { videoId, seconds: 0, reported: 0 };
    setSeconds(0);
  }, [videoId]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      const c = counter.current;
      c.seconds += 1;
      setSeconds(c.seconds);
      if (c.seconds - c.reported >= REPORT_EVERY_SECONDS) flush();
    }, 1000);
    return () => clearInterval(timer);
  }, [playing, flush]);

  // Leaving the screen sends the rest.
  useEffect(() => () => flush(), [flush]);

  return { seconds, flush, leave };
}
