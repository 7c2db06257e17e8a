import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@telegram-apps/telegram-ui';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useT } from '../../i18n/use-t';
import { PlayFeed } from './play-feed';
import { Icon } from './play-icons';
import { usePlayStore } from './play-store';
import { videosQuery } from './queries';
import { useTelegramFeedMode } from './use-telegram-feed-mode';
import './play.css';

/**
 * Play (docs/product.md#play): the full-screen black video feed, without the app's bars. The catalogue
 * and every credit come from the server; opening the feed starts the server's watch clock.
 */
export function PlayScreen() {
  const t = useT();
  const videos = useQuery(videosQuery);
  useTelegramFeedMode();
  // What the feed shows as earned is counted from this visit on.
  useEffect(() => usePlayStore.getState().reset(), []);

  if (videos.isSuccess && videos.data.videos.length > 0) return <PlayFeed videos={videos.data.videos} />;
  return (
    <div className="play play--empty">
      <div className="play__top">
        <Link to={paths.app} className="play__round" aria-label={t('play-back')}>
          <Icon name="back" />
        </Link>
      </div>
      {videos.isPending || videos.isFetching ? (
        <Spinner size="l" className="play__spinner" />
      ) : (
        <div className="play__message" role="alert">
          <h1 className="play__title">{t('play-unavailable-title')}</h1>
          <p>{videos.error?.message ?? t('play-no-videos')}</p>
          <button type="button" className="play__pill-button" onClick={() => void videos.refetch()}>
            {t('play-try-again')}
          </button>
        </div>
      )}
    </div>
  );
}
