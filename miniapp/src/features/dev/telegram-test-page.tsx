import * as contract from '@cum/shared/contract/areas';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { apiCall } from '../../lib/api-client';

// Development only: sends a message and timestamp to the API and shows what it saw (docs/product.md#calls-
// and-errors).
export function TelegramTestPage() {
  const [message, setMessage] = useState('Hello from the test page');
  const send = useMutation({
    mutationFn: (text: string) =>
      apiCall(contract.misc.platformTest, { body: { message: text, timestamp: new Date().toISOString() } }),
    onSuccess: (answer) => console.info('platform-test answer', answer),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(message);
  };

  return (
    <main className="dev-page">
      <h1>Telegram test</h1>
      <form onSubmit={onSubmit} className="dev-page__form">
        <label htmlFor="test-message">Message</label>
        <input id="test-message" value={message} onChange={(e) => setMessage(e.target.value)} />
        <button type="submit" className="btn btn--primary" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send'}
        </button>
      </form>
      {send.isError && <p role="alert">{send.error.message}</p>}
      {send.data && <pre>{JSON.stringify(send.data, null, 2)}</pre>}
      <Link to="/platform-demo">Platform demo</Link>
    </main>
  );
}
