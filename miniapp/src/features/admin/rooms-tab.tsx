import type { Room } from '@cum/shared/contract/rooms';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { formatCount } from '../../lib/format';
import { StatusBadge } from './badges';
import { ConfirmDialog } from './confirm-dialog';
import { useDeleteRoom } from './mutations';
import { roomsQuery } from './queries';
import { TabError, TabLoading } from './query-state';
import { RoomDialog } from './room-dialog';

type Editing = { room: Room | null } | null;

function Thumbnail({ room }: { room: Room }) {
  return room.thumbnailUrl ? (
    <img className="admin-thumb" src={room.thumbnailUrl} alt="" loading="lazy" />
  ) : (
    <span className="admin-thumb admin-thumb--empty" aria-hidden="true">
      {room.roomTitle.charAt(0).toUpperCase()}
    </span>
  );
}

export function RoomsTab() {
  const rooms = useQuery(roomsQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Room | null>(null);
  const remove = useDeleteRoom();
  const list = rooms.data?.rooms ?? [];

  return (
    <div className="admin-section">
      <div className="admin-toolbar admin-toolbar--end">
        <Button size="m" className="admin-btn-primary" onClick={() => setEditing({ room: null })}>
          Add Room
        </Button>
      </div>
      {rooms.isPending ? (
        <TabLoading label="Loading rooms" />
      ) : rooms.isError ? (
        <TabError error={rooms.error} onRetry={() => void rooms.refetch()} />
      ) : list.length === 0 ? (
        <p className="admin-muted admin-empty">No rooms yet</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-label="Rooms">
            <thead>
              <tr>
                <th scope="col">Room</th>
                <th scope="col">Model</th>
                <th scope="col">Status</th>
                <th scope="col">Viewers</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <tr key={r.id}>
                  <td data-label="Room" className="admin-table__primary">
                    <span className="admin-room">
                      <Thumbnail room={r} />
                      <span className="admin-room__text">
                        <span className="admin-strong">{r.roomTitle}</span>
                        <span className="admin-muted">ID: {r.roomId}</span>
                      </span>
                    </span>
                  </td>
                  <td data-label="Model">{r.modelName}</td>
                  <td data-label="Status">
                    <StatusBadge on={r.isOnline} onLabel="Online" offLabel="Offline" />
                  </td>
                  <td data-label="Viewers">{formatCount(r.viewerCount)}</td>
                  <td data-label="Actions">
                    <div className="admin-actions">
                      <Button
                        size="s"
                        mode="bezeled"
                        className="admin-btn-soft"
                        aria-label={`Edit ${r.roomTitle}`}
                        onClick={() => setEditing({ room: r })}
                      >
                        Edit
                      </Button>
                      <Button
                        size="s"
                        mode="plain"
                        className="admin-button--danger-text"
                        aria-label={`Delete ${r.roomTitle}`}
                        onClick={() => setDeleting(r)}
                      >
                        Delete
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && <RoomDialog room={editing.room} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title="Delete room?"
          description={`"${deleting.roomTitle}" (${deleting.roomId}) is removed from the Rooms screen.`}
          confirmLabel="Delete"
          destructive
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting.roomId, { onSettled: () => setDeleting(null) })}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
