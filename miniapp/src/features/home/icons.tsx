import type { ReactNode } from 'react';

/**
 * Small line icons for the Home cards. SVG rather than emoji: emoji fonts are missing on some
 * phones and desktops, where an emoji would render as an empty box.
 */
const Icon = ({ children }: { children: ReactNode }) => (
  <svg
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
);

export const GiftIcon = () => (
  <Icon>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7" />
    <path d="M7.5 8a2.5 2.5 0 0 1 0-5C10 3 12 8 12 8s2-5 4.5-5a2.5 2.5 0 0 1 0 5" />
  </Icon>
);

export const StarIcon = () => (
  <Icon>
    <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2L5.8 21 7 14.2 2 9.3l6.9-1z" />
  </Icon>
);

export const FlameIcon = () => (
  <Icon>
    <path d="M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.4-.5-2-1-3-1.1-2.1-.2-4 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.2.4-2.3 1-3.3.3 1.5 1.4 2.8 2.5 2.8z" />
  </Icon>
);

export const UsersIcon = () => (
  <Icon>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
  </Icon>
);

export const PartyIcon = () => (
  <Icon>
    <path d="M5.8 11.3 2 22l10.7-3.8" />
    <path d="M4 3h.01M22 8h.01M15 2h.01M22 20h.01" />
    <path d="m22 2-2.2.7a2.9 2.9 0 0 0-1.9 3.3c.2.9-.5 1.7-1.3 1.7H16" />
    <path d="M11 13 5.8 11.3a1 1 0 0 1 .4-1.6c2.3-.8 5.4.2 7.7 2.5s3.3 5.4 2.5 7.7a1 1 0 0 1-1.6.4z" />
  </Icon>
);
