import type { Room } from '@cum/shared/contract/rooms';
import { useQuery } from '@tanstack/react-query';
import { formatCount } from '../../lib/format';
import { StatusBadge } from './badges';
import { type CrudColumn, CrudTable } from './crud-table';
import { useDeleteRoom } from './mutations';
import { roomsQuery } from './queries';
import { RoomDialog } from './room-dialog';

function Thumbnail({ room }: { room: Room }) {
  return room.thumbnailUrl ? (
    <img className="admin-thumb" src={room.thumbnailUrl} alt="" loading="lazy" />
  ) : (
    <span className="admin-thumb admin-thumb--empty" aria-hidden="true">
      {room.roomTitle.charAt(0).toUpperCase()}
    </span>
  );
}

const columns: CrudColumn<Room>[] = [
  {
    label: 'Room',
    primary: true,
    cell: (r) => (
      <span className="admin-room">
        <Thumbnail room={r} />
        <span className="admin-room__text">
          <span className="admin-strong">{r.roomTitle}</span>
          <span className="admin-muted">ID: {r.roomId}</span>
        </span>
      </span>
    ),
  },
  { label: 'Model', cell: (r) => r.modelName },
  { label: 'Status', cell: (r) => <StatusBadge on={r.isOnline} onLabel="Online" offLabel="Offline" /> },
  { label: 'Viewers', cell: (r) => formatCount(r.viewerCount) },
];

export function RoomsTab() {
  const rooms = useQuery(roomsQuery);
  const remove = useDeleteRoom();
  return (
    <CrudTable
      label="Rooms"
      createLabel="Add Room"
      emptyText="No rooms yet"
      state={rooms}
      rows={rooms.data?.rooms ?? []}
      columns={columns}
      rowKey={(r) => r.id}
      rowName={(r) => r.roomTitle}
      editor={(room, close) => <RoomDialog room={room} onClose={close} />}
      confirmDelete={(r) => ({
        title: 'Delete room?',
        description: `"${r.roomTitle}" (${r.roomId}) is removed from the Rooms screen.`,
      })}
      remove={{ pending: remove.isPending, run: (r, done) => remove.mutate(r.roomId, { onSettled: done }) }}
    />
  );
}
