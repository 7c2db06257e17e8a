import * as contract from '@cum/shared/contract/areas';
import type { Room } from '@cum/shared/contract/rooms';
import { isApiError } from '../../lib/api-client';
import { asNumber, showServerError, useContractForm } from '../../lib/contract-form';
import { AdminDialog } from './admin-dialog';
import { SwitchField, TextField } from './fields';
import { FormFooter } from './form-footer';
import { useSaveRoom } from './mutations';

const fields = ['roomId', 'modelName', 'roomTitle', 'thumbnailUrl', 'isOnline', 'viewerCount'] as const;
/** An empty Viewers field means nobody is watching. */
const viewers = (v: unknown) => (String(v ?? '').trim() === '' ? 0 : asNumber(v));

/** 'Add New Room' or 'Edit Room'; a taken room ID (409) shows under the Room ID field. */
export function RoomDialog({ room, onClose }: { room: Room | null; onClose: () => void }) {
  const form = useContractForm(contract.admin.createRoom.body, {
    roomId: room?.roomId ?? '',
    modelName: room?.modelName ?? '',
    roomTitle: room?.roomTitle ?? '',
    thumbnailUrl: room?.thumbnailUrl ?? '',
    isOnline: room?.isOnline ?? false,
    viewerCount: room?.viewerCount ?? 0,
  });
  const { errors } = form.formState;
  const save = useSaveRoom();

  const submit = form.handleSubmit((body) =>
    save.mutate(
      // An edit sends an emptied thumbnail as '' (cleared); a new room simply has none.
      {
        roomId: room?.roomId ?? null,
        body: { ...body, thumbnailUrl: body.thumbnailUrl ?? (room ? '' : undefined) },
      },
      {
        onSuccess: onClose,
        onError: (error) =>
          showServerError(form, error, fields, {
            roomId: (e) => (isApiError(e) && e.status === 409 ? e.message : null),
          }),
      },
    ),
  );

  const text = (key: 'roomId' | 'modelName' | 'roomTitle' | 'thumbnailUrl', label: string) => ({
    id: `room-${key}`,
    label,
    ...form.register(key),
    error: errors[key]?.message,
  });

  return (
    <AdminDialog title={room ? 'Edit Room' : 'Add New Room'} onClose={onClose}>
      <form className="admin-form" onSubmit={submit} noValidate>
        <TextField {...text('roomId', 'Room ID')} placeholder="e.g. room_123" autoCapitalize="off" />
        <TextField {...text('roomTitle', 'Room title')} />
        <TextField {...text('modelName', 'Model')} />
        <TextField
          {...text('thumbnailUrl', 'Thumbnail URL')}
          inputMode="url"
          placeholder="https://… (optional)"
        />
        <div className="admin-form__row">
          <TextField
            id="room-viewerCount"
            label="Viewers"
            inputMode="numeric"
            {...form.register('viewerCount', { setValueAs: viewers })}
            error={errors.viewerCount?.message}
          />
          <SwitchField id="room-online" label="Online" {...form.register('isOnline')} />
        </div>
        <FormFooter
          error={errors.root?.server?.message}
          onCancel={onClose}
          pending={save.isPending}
          submitLabel={room ? 'Save Changes' : 'Add Room'}
        />
      </form>
    </AdminDialog>
  );
}
