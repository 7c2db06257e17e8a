import { useQuery } from '@tanstack/react-query';
import { Cell, List, Placeholder, Section, Skeleton } from '@telegram-apps/telegram-ui';
import defaultThumbnail from './default-thumbnail.svg';
import { roomsListQuery } from './queries';
import { RoomCell } from './room-cell';
import { ROOM_URL_TEMPLATE } from './room-link';
import './rooms.css';
import { LoadError } from '../../ui/load-error';

// docs/product.md#rooms: a partnership notice about the partner streaming service.
const notice = `Rooms are streamed by our partner streaming service.${
  ROOM_URL_TEMPLATE ? ' Tapping a room opens it on the partner’s site, where their terms apply.' : ''
}`;

function PartnerIcon() {
  return (
    <svg className="rooms-screen__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 10.5v6M12 7.2v.1" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

function RoomsSkeleton() {
  return (
    <Section header="Live Now" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} visible>
          <Cell before={<div className="room-cell__thumb" />} subtitle="Room title" description="0 viewers">
            Loading room
          </Cell>
        </Skeleton>
      ))}
    </Section>
  );
}

/** Rooms (docs/product.md#rooms): Live Now and Offline lists, refreshed every 30 s while open. */
export function RoomsScreen() {
  const rooms = useQuery(roomsListQuery);
  const list = rooms.data?.rooms ?? [];
  const live = list.filter((r) => r.isOnline);
  const offline = list.filter((r) => !r.isOnline);

  let content: React.ReactNode;
  if (rooms.isPending) content = <RoomsSkeleton />;
  else if (rooms.isError && list.length === 0) {
    content = (
      <LoadError title="Could not load rooms" error={rooms.error} onRetry={() => void rooms.refetch()} />
    );
  } else if (list.length === 0) {
    content = (
      <Placeholder
        className="screen-empty"
        header="No rooms right now"
        description="No one is streaming at the moment. This list refreshes on its own, so check back soon."
      >
        <img src={defaultThumbnail} alt="" width={96} height={96} />
      </Placeholder>
    );
  } else {
    content = (
      <>
        <Section header={`Live Now (${live.length})`} aria-label="Live Now">
          {live.length ? (
            live.map((room) => <RoomCell key={room.id} room={room} />)
          ) : (
            <Cell Component="div" multiline description="Rooms that go live appear here.">
              No live rooms at the moment
            </Cell>
          )}
        </Section>
        {offline.length ? (
          <Section header={`Offline (${offline.length})`} aria-label="Offline">
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
      <Section footer={notice} aria-label="Partnership">
        <Cell Component="div" multiline before={<PartnerIcon />}>
          In partnership with our streaming partner
        </Cell>
      </Section>
    </List>
  );
}
