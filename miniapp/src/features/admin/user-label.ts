import type { User } from '@cum/shared/contract/profile';

/** How the panel names a user: @username, else the full name, else the short id. */
export function userLabel(u: User): string {
  if (u.username) return `@${u.username}`;
  const name = [u.firstName, u.lastName].filter(Boolean).join(' ');
  return name || `User ${u.id.slice(-6)}`;
}

export const fullName = (u: User): string => [u.firstName, u.lastName].filter(Boolean).join(' ');
