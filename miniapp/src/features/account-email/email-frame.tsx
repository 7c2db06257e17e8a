import { List } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import './email-pages.css';

/** The narrow centred column of the email pages (public pages open outside the app's layout). */
export function EmailFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="email-page">
      <h1 className="email-page__title">{title}</h1>
      <List>{children}</List>
    </main>
  );
}

/** The server's sentence for a failed call (the one error shape's `message`). */
export const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
