import { useQuery } from '@tanstack/react-query';
import { Cell, List, Placeholder, Section, Skeleton } from '@telegram-apps/telegram-ui';
import { t } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import defaultThumbnail from './default-thumbnail.svg';
import { roomsListQuery } from './queries';
import { RoomCell } from './room-cell';
import { ROOM_URL_TEMPLATE } from './room-link';
import './rooms.css';
import { LoadError } from '../../ui/load-error';

// docs/product.md#rooms: a partnership notice about the partner streaming service.
const notice = () =>
  ROOM_URL_TEMPLATE ? `${t('rooms-notice')} ${t('rooms-notice-link')}` : t('rooms-notice');

function PartnerIcon() {
  return (
    <svg className="rooms-screen__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 10.5v6M12 7.2v.1" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

function RoomsSkeleton() {
  const t = useT();
  return (
    <Section header={t('rooms-live-now')} aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} visible>
          <Cell
            before={<div className="room-cell__thumb" />}
            subtitle={t('rooms-room-title')}
            description={t('rooms-viewers', { count: 0, shown: '0' })}
          >
            {t('rooms-loading')}
          </Cell>
        </Skeleton>
      ))}
    </Section>
  );
}

/** Rooms (docs/product.md#rooms): Live Now and Offline lists, refreshed every 30 s while open. */
export function RoomsScreen() {
  const t = useT();
  const rooms = useQuery(roomsListQuery);
  const list = rooms.data?.rooms ?? [];
  const live = list.filter((r) => r.isOnline);
  const offline = list.filter((r) => !r.isOnline);

  let content: React.ReactNode;
  if (rooms.isPending) content = <RoomsSkeleton />;
  else if (rooms.isError && list.length === 0) {
    content = (
      <LoadError title={t('rooms-load-failed')} error={rooms.error} onRetry={() => void rooms.refetch()} />
    );
  } else if (list.length === 0) {
    content = (
      <Placeholder
        className="screen-empty"
        header={t('rooms-empty-title')}
        description={t('rooms-empty-text')}
      >
        <img src={defaultThumbnail} alt="" width={96} height={96} />
      </Placeholder>
    );
  } else {
    content = (
      <>
        <Section header={t('rooms-live-count', { count: live.length })} aria-label={t('rooms-live-now')}>
          {live.length ? (
            live.map((room) => <RoomCell key={room.id} room={room} />)
          ) : (
            <Cell Component="div" multiline description={t('rooms-no-live-text')}>
              {t('rooms-no-live')}
            </Cell>
          )}
        </Section>
        {offline.length ? (
          <Section
            header={t('rooms-offline-count', { count: offline.length })}
            aria-label={t('rooms-offline')}
          >
            {offline.map((room) => (
              <RoomCell key={room.id} room={room} />
            ))}
          </Section>
        ) : null}
      </>
    );
  }

  return (
    <List className="rooms-screen earn-screen">
      {content}
      <Section footer={notice()} aria-label={t('rooms-partnership')}>
        <Cell Component="div" multiline before={<PartnerIcon />}>
          {t('rooms-partner')}
        </Cell>
      </Section>
    </List>
  );
}
