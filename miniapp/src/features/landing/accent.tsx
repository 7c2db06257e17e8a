import { Fragment, type ReactNode } from 'react';

/**
 * A catalog sentence with one `<em>…</em>` part drawn in the brand gradient. The translation decides
 * where the accent sits (word order differs by language); the text itself is never parsed as HTML.
 */
export function withAccent(text: string): ReactNode {
  const match = /^(.*?)<em>(.*?)<\/em>(.*)$/s.exec(text);
  if (!match) return text;
  return (
    <Fragment>
      {match[1]}
      <span className="gradient-text">{match[2]}</span>
      {match[3]}
    </Fragment>
  );
}
