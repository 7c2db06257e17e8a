import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { lastToken } from '../helpers/mailbox.ts';
import { useSecondApp } from '../helpers/second-app.ts';
import { countSessionReads } from '../helpers/session-reads.ts';
import { useTestApp } from '../helpers/test-app.ts';

/** The same through HTTP: two apps (own services, models and poller) on one database. */
describe('two app instances: a revocation on A is refused on B after one poll', () => {
  const t = useTestApp();
  const b = useSecondApp(t);
  const getUser = (cookie: string) =>
    b.app.inject({ method: 'GET', url: contract.profile.getUser.path, headers: { cookie } });

  it('logout: B serves the cookie with no session read, then answers 401 once it has polled', async () => {
    const { cookie, headers } = await t.signedInUser();
    expect((await getUser(cookie)).statusCode).toBe(200);
    const reads = await countSessionReads(b.services.models, async () => {
      for (let i = 0; i < 3; i++) expect((await getUser(cookie)).statusCode).toBe(200);
    });
    expect(reads).toBe(0);
    await t.ok(contract.auth.logout, { headers });
    await b.services.sessions.pollNow();
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it('a password reset on A signs the account out on B (through the feed, not only the database)', async () => {
    const email = 'feed-reset@example.com';
    const account = { email, username: 'feed_reset', password: 'first long password' };
    await t.ok(contract.auth.register, { body: account });
    const login = await t.call(contract.auth.login, { body: { email, password: account.password } });
    const sid = login.cookies.find((c) => c.name === 'sid');
    const cookie = `sid=${sid?.value}`;
    expect((await getUser(cookie)).statusCode).toBe(200);
    await t.ok(contract.auth.forgotPassword, { body: { email } });
    const token = await lastToken(t, email, 2);
    await t.ok(contract.auth.resetPassword, { body: { token, password: 'second long password' } });
    await b.services.sessions.pollNow();
    expect((await getUser(cookie)).statusCode).toBe(401);
  });
});
