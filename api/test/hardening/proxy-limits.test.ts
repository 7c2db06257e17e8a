import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from '../helpers/test-app.ts';

// Issue 27, finding 4: behind a reverse proxy (TRUST_PROXY=1) the per-address connection cap counted
// the proxy, so one client's slow uploads took every upstream connection; and X-Forwarded-For was
// believed from any peer, so a client reaching the port directly chose its own address.

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as { port: number }).port;
}

/** One request over a fresh connection (as the proxy would open it); resolves with what came back. */
function send(port: number, head: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (d) => {
      data += d.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(data));
    socket.write(head);
  });
}
const get = (client: string) =>
  `GET /api/health HTTP/1.1\r\nHost: cum.example.com\r\nX-Forwarded-For: ${client}\r\nConnection: close\r\n\r\n`;

const open: Socket[] = [];
/** Runs `fn` on an app listening on loopback; ends the slow uploads before the app closes. */
const onListeningApp = (env: Record<string, string>, fn: (port: number) => Promise<void>) =>
  withTestApp({ env: { REQUEST_TIMEOUT_MS: '5000', ...env } }, async (t) => {
    try {
      await fn(await listen(t));
    } finally {
      for (const s of open.splice(0)) s.destroy();
    }
  });

/** A proxied upload from `client` whose body never finishes (until the socket is destroyed). */
function slowUpload(port: number, client: string): Socket {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write(
    `POST /api/newsletter HTTP/1.1\r\nHost: cum.example.com\r\nX-Forwarded-For: ${client}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
  );
  open.push(socket);
  return socket;
}
const status = (raw: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);

describe('limits count the client behind the proxy, not the proxy', () => {
  it("the trusted proxy's own connections are not capped by MAX_CONNECTIONS_PER_IP", async () => {
    const env = { TRUST_PROXY: '1', MAX_CONNECTIONS_PER_IP: '3', MAX_REQUESTS_PER_CLIENT: '50' };
    await onListeningApp(env, async (port) => {
      // Eight clients' uploads in flight through the proxy's connections, then everyone else's requests.
      for (let i = 0; i < 8; i++) slowUpload(port, `198.51.100.${i}`);
      await new Promise((r) => setTimeout(r, 150));
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, i) => send(port, get(`203.0.113.${i}`))),
      );
      expect(answers.map(status)).toEqual([200, 200, 200, 200]);
    });
  });

  it('one client holding MAX_REQUESTS_PER_CLIENT requests in flight gets 429; other clients are served', async () => {
    const env = { TRUST_PROXY: '1', MAX_CONNECTIONS_PER_IP: '100', MAX_REQUESTS_PER_CLIENT: '3' };
    await onListeningApp(env, async (port) => {
      for (let i = 0; i < 3; i++) slowUpload(port, '198.51.100.7');
      await new Promise((r) => setTimeout(r, 150));
      const greedy = await send(port, get('198.51.100.7'));
      expect(status(greedy)).toBe(429);
      expect(greedy).toContain('too_many_requests');
      expect(status(await send(port, get('198.51.100.8')))).toBe(200);
    });
  });

  it('a finished request frees its place', async () => {
    const env = { TRUST_PROXY: '1', MAX_REQUESTS_PER_CLIENT: '2' };
    await onListeningApp(env, async (port) => {
      for (let i = 0; i < 10; i++) expect(status(await send(port, get('198.51.100.9')))).toBe(200);
      const upload = slowUpload(port, '198.51.100.9');
      await new Promise((r) => setTimeout(r, 100));
      upload.destroy();
      await new Promise((r) => setTimeout(r, 100));
      const both = await Promise.all([send(port, get('198.51.100.9')), send(port, get('198.51.100.9'))]);
      expect(both.map(status)).toEqual([200, 200]);
    });
  });

  it('X-Forwarded-For from a public peer is not believed with a hop count', async () => {
    await withTestApp({ env: { TRUST_PROXY: '1' } }, async (t) => {
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) {
        const res = await t.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '203.0.113.50',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
          payload: { email: `spoof${i}@example.com`, password: 'whatever it is' },
        });
        statuses.push(res.statusCode);
      }
      // One address (the peer's): the per-address sign-in limit applies.
      expect(statuses).toContain(429);
    });
  });
});
