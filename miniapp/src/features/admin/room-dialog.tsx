import * as contract from '@cum/shared/contract/areas';
import type { Room } from '@cum/shared/contract/rooms';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { AdminDialog } from './admin-dialog';
import { type FieldErrors, messageOf, schemaFieldErrors, serverFieldErrors } from './field-errors';
import { SwitchField, TextField } from './fields';
import { FormFooter } from './form-footer';
import { useSaveRoom } from './mutations';

const fields = ['roomId', 'modelName', 'roomTitle', 'thumbnailUrl', 'isOnline', 'viewerCount'] as const;
type Field = (typeof fields)[number];

/** 'Add New Room' or 'Edit Room'; a taken room ID (409) shows under the Room ID field. */
export function RoomDialog({ room, onClose }: { room: Room | null; onClose: () => void }) {
  const [form, setForm] = useState({
    roomId: room?.roomId ?? '',
    modelName: room?.modelName ?? '',
    roomTitle: room?.roomTitle ?? '',
    thumbnailUrl: room?.thumbnailUrl ?? '',
    isOnline: room?.isOnline ?? false,
    viewerCount: String(room?.viewerCount ?? 0),
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveRoom();
  const set =
    <K extends keyof typeof form>(key: K) =>
    (value: (typeof form)[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const viewers = form.viewerCount.trim() === '' ? 0 : Number(form.viewerCount);
    const body = { ...form, viewerCount: viewers };
    const parsed = contract.admin.createRoom.body.safeParse(body);
    if (!parsed.success) return setErrors(schemaFieldErrors(parsed.error.issues, fields));
    setErrors({});
    save.mutate(
      // An edit sends an empty thumbnail as '' (cleared); the server stores it as none.
      { roomId: room?.roomId ?? null, body },
      {
        onSuccess: onClose,
        onError: (error) => {
          const byField = serverFieldErrors(error, fields);
          if (isApiError(error) && error.status === 409) byField.roomId = error.message;
          setErrors(byField);
          if (Object.keys(byField).length === 0) setFormError(messageOf(error));
        },
      },
    );
  };

  const text = (
    key: 'roomId' | 'modelName' | 'roomTitle' | 'thumbnailUrl' | 'viewerCount',
    label: string,
  ) => ({
    id: `room-${key}`,
    label,
    value: form[key],
    onChange: set(key),
    error: errors[key],
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
          <TextField {...text('viewerCount', 'Viewers')} inputMode="numeric" />
          <SwitchField id="room-online" label="Online" checked={form.isOnline} onChange={set('isOnline')} />
        </div>
        <FormFooter
          error={formError}
          onCancel={onClose}
          pending={save.isPending}
          submitLabel={room ? 'Save Changes' : 'Add Room'}
        />
      </form>
    </AdminDialog>
  );
}
