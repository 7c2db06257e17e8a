import type { Room } from '@cum/shared/contract/rooms';

/**
 * The partner's room page template, baked in at build time: an https URL containing `{roomId}`.
 * Read here rather than in config.ts so this screen does not collide with the shell's rewrite of that
 * module; the lead may move it there (see the report).
 */
export const ROOM_URL_TEMPLATE = parseRoomUrlTemplate(import.meta.env.VITE_ROOM_URL_TEMPLATE);

/** A usable template (https, with `{roomId}`), or undefined: anything else means rooms are not links. */
export function parseRoomUrlTemplate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const template = value.trim();
  if (!template.includes('{roomId}')) return undefined;
  try {
    return new URL(template.replaceAll('{roomId}', 'x')).protocol === 'https:' ? template : undefined;
  } catch {
    return undefined;
  }
}

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
