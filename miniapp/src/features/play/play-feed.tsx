import type { Video } from '@cum/shared/contract/videos';
import { WATCH_MILLI_PER_SECOND } from '@cum/shared/domain/videos';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useT } from '../../i18n/use-t';
import { formatCount, formatCum3 } from '../../lib/format';
import { Icon } from './play-icons';
import { usePlayStore } from './play-store';
import { useSwipe } from './use-swipe';
import { useWatchReporter } from './use-watch-reporter';
import { VideoActions } from './video-actions';

const ESTIMATE_PER_SECOND = WATCH_MILLI_PER_SECOND / 1000;

/** The full-screen feed: one video on screen, the next one preloading, the rest not fetched. */
export function PlayFeed({ videos }: { videos: readonly Video[] }) {
  const t = useT();
  const count = videos.length;
  const index = usePlayStore((s) => s.index) % count;
  const show = usePlayStore((s) => s.show);
  const earned = usePlayStore((s) => s.earned);
  const current = videos[index] as Video;
  const next = videos[(index + 1) % count] as Video;
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [broken, setBroken] = useState(false);
  const playable = Boolean(current.src) && !broken;
  const { seconds, flush, leave } = useWatchReporter(current.id, playing);

  // docs/product.md#play: on a change the watch time is sent, counters reset, playback pauses; it wraps.
  const go = useCallback(
    (delta: number) => {
      leave();
      videoRef.current?.pause();
      setPlaying(false);
      setBroken(false);
      show((index + delta + count) % count);
    },
    [leave, show, index, count],
  );
  const goNext = useCallback(() => go(1), [go]);
  const goPrevious = useCallback(() => go(-1), [go]);
  const swipe = useSwipe(goNext, goPrevious);

  const toggle = useCallback(() => {
    const el = videoRef.current;
    if (!el || !playable) return;
    if (el.paused) el.play().catch((error: unknown) => console.warn('Playback failed', error));
    else el.pause();
  }, [playable]);

  // Keyboard: arrows change the video, space toggles playback.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowDown' || e.key === 'PageDown') goNext();
      else if (e.key === 'ArrowUp' || e.key === 'PageUp') goPrevious();
      else if (e.key === ' ' && (e.target as HTMLElement | null)?.tagName !== 'BUTTON') toggle();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [goNext, goPrevious, toggle]);

  // A hidden app does not watch: pause and send what was watched.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState !== 'hidden') return;
      videoRef.current?.pause();
      flush();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, [flush]);

  // Only the current and the next video exist as elements; keys keep the preloaded one when it
  // becomes current.
  const stage = count > 1 ? [current, next] : [current];
  return (
    <div className="play" {...swipe.handlers}>
      {stage.map((v) =>
        v.src && !(v === current && broken) ? (
          <video
            key={v.id}
            ref={v === current ? videoRef : undefined}
            className={v === current ? 'play__video' : 'play__video play__video--next'}
            src={v.src}
            poster={v.thumbnail}
            preload="auto"
            playsInline
            loop
            // The sample clips are silent: there is no speech to caption.
            muted
            aria-hidden={v === current ? undefined : true}
            data-testid={v === current ? 'current-video' : 'next-video'}
            onPlaying={v === current ? () => setPlaying(true) : undefined}
            onPause={v === current ? () => setPlaying(false) : undefined}
            onWaiting={v === current ? () => setPlaying(false) : undefined}
            onError={v === current ? () => setBroken(true) : undefined}
          />
        ) : v === current ? (
          <img key={v.id} className="play__video" src={v.thumbnail} alt="" data-testid="current-poster" />
        ) : null,
      )}
      <button
        type="button"
        className="play__tap"
        aria-label={t(playable ? (playing ? 'play-pause' : 'play-play') : 'play-video-unavailable')}
        disabled={!playable}
        onClick={() => {
          if (!swipe.swiped()) toggle();
        }}
      >
        {playable && !playing ? (
          <span className="play__big-icon">
            <Icon name="play" size={44} />
          </span>
        ) : null}
        {!playable ? <span className="play__unavailable">{t('play-cannot-play')}</span> : null}
      </button>

      <div className="play__top">
        <Link to={paths.app} className="play__round" aria-label={t('play-back')}>
          <Icon name="back" />
        </Link>
        <div className="play__earned" aria-live="polite">
          <span className="play__earned-label">{t('play-earned')}</span>{' '}
          <span data-testid="play-earned">{formatCum3(earned)}</span> <span dir="ltr">$CUM</span>
          {seconds > 0 ? (
            <span className="play__estimate" data-testid="play-estimate">
              {t('play-watched', { seconds, estimate: formatCum3(seconds * ESTIMATE_PER_SECOND) })}
            </span>
          ) : null}
        </div>
      </div>

      <div className="play__side">
        <div className="play__nav">
          <button type="button" className="play__round" aria-label={t('play-previous')} onClick={goPrevious}>
            <Icon name="up" />
          </button>
          <button type="button" className="play__round" aria-label={t('play-next')} onClick={goNext}>
            <Icon name="down" />
          </button>
        </div>
        <VideoActions video={current} />
      </div>

      <div className="play__info">
        <p className="play__creator">{current.creator}</p>
        <h1 className="play__title">{current.title}</h1>
        <p className="play__meta">
          {t('play-views', { count: current.views, shown: formatCount(current.views) })} · {index + 1}/{count}
        </p>
        <p className="play__hint">{t('play-swipe-hint')}</p>
      </div>
    </div>
  );
}
