import type { Room } from '@cum/shared/contract/rooms';
import { config } from '../../config';

/** The partner's room page template (an https URL containing `{roomId}`), from the build config. */
export const ROOM_URL_TEMPLATE = config.roomUrlTemplate;

/**
 * The partner's page of a room (`{roomId}` replaced by the URL-encoded id), or null when no template
 * is configured (rooms are then shown but not links).
 */
export function roomLink(room: Pick<Room, 'roomId'>, template: string | undefined): string | null {
  if (!template) return null;
  return template.replaceAll('{roomId}', encodeURIComponent(room.roomId));
}

/** A room's thumbnail is shown only when it is an http(s) URL; anything else uses the default image. */
export function safeThumbnail(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
