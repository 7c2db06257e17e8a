import type { Room } from '@cum/shared/contract/rooms';
import { Badge, Cell } from '@telegram-apps/telegram-ui';
import { type SyntheticEvent, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { formatCount } from '../../lib/format';
import { openExternal } from '../../lib/telegram-actions';
import defaultThumbnail from './default-thumbnail.svg';
import { ROOM_URL_TEMPLATE, roomLink, safeThumbnail } from './room-link';

/** A room: thumbnail (or the default image), model, title, viewers; a tap opens the partner's page. */
export function RoomCell({ room }: { room: Room }) {
  const t = useT();
  const [broken, setBroken] = useState(false);
  const src = (!broken && safeThumbnail(room.thumbnailUrl)) || defaultThumbnail;
  const link = roomLink(room, ROOM_URL_TEMPLATE);
  const onError = (e: SyntheticEvent<HTMLImageElement>) => {
    if (e.currentTarget.src !== defaultThumbnail) setBroken(true);
  };
  // The plural follows the exact count; the figure shown is the abbreviated one (1.2K).
  const viewers = t('rooms-viewers', { count: room.viewerCount, shown: formatCount(room.viewerCount) });

  return (
    <Cell
      Component={link ? 'a' : 'div'}
      {...(link
        ? {
            href: link,
            target: '_blank',
            rel: 'noopener noreferrer',
            onClick: (e: SyntheticEvent) => {
              // Inside Telegram the SDK opens it (in-app browser); outside, a new tab.
              e.preventDefault();
              openExternal(link);
            },
          }
        : {})}
      className="room-cell"
      data-testid={`room-${room.roomId}`}
      before={
        <img
          className="room-cell__thumb"
          src={src}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          data-thumbnail={src === defaultThumbnail ? 'default' : 'room'}
          onError={onError}
        />
      }
      titleBadge={
        room.isOnline ? (
          <Badge type="number" mode="critical">
            {t('rooms-live')}
          </Badge>
        ) : undefined
      }
      subtitle={room.roomTitle}
      description={room.isOnline ? viewers : t('rooms-offline')}
    >
      {room.modelName}
    </Cell>
  );
}
