import { HTMLStreamParser } from '@grammyjs/parse-mode';
import type { MessageEntity } from 'grammy/types';

/** Telegram HTML's three special characters, so text from users (names, codes) is shown as typed. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface Rich {
  text: string;
  /** Absent when the text has no formatting. */
  entities?: MessageEntity[];
}

/**
 * A catalog message (Telegram HTML) as text and entities, parsed here by @grammyjs/parse-mode: the
 * Bot API gets exact entities (no parse_mode), and a broken tag fails in tests, not at Telegram.
 */
export function rich(html: string): Rich {
  const parser = new HTMLStreamParser();
  parser.add(html);
  const { text, entities } = parser.toFormattedString();
  return entities.length > 0 ? { text, entities } : { text };
}

/** Two formatted messages as one, a blank line apart. */
export function joined(first: Rich, second: Rich): Rich {
  const shift = first.text.length + 2;
  const entities = [
    ...(first.entities ?? []),
    ...(second.entities ?? []).map((e) => ({ ...e, offset: e.offset + shift })),
  ];
  return { text: `${first.text}\n\n${second.text}`, ...(entities.length ? { entities } : {}) };
}
