import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { redactUrlSecrets } from '../../src/http/redact-url.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { lastToken } from '../helpers/mailbox.ts';
import { useTestApp } from '../helpers/test-app.ts';

// Issue 27, finding 6: the request URLs of /reset-password?token= and /verify-email?token= went into
// the production log, and a log reader took an account over. Every email flow and the bot login link
// run here with logging on (most verbose level); no line may hold one of their tokens. Issue 24: one
// logger (the entry's) for the app and the services, cookies and secrets redacted in every line.

const lines: string[] = [];
const log = createLogger({ level: 'trace', stream: { write: (line: string) => void lines.push(line) } });
const PASSWORD = 'violet tractor harbour';
const sid = (res: { cookies: Array<{ name: string; value: string }> }) =>
  res.cookies
    .filter((c) => c.name === 'sid' || c.name === 'tglink')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');

describe('no secret in a log line', () => {
  const t = useTestApp({
    env: { LOG_LEVEL: 'trace', BOT_USERNAME: 'cum_rewards_bot' },
    log,
    build: (options) => buildApp({ ...options, logger: log }),
  });

  /** The browser opens the mailed link (the page), then the page posts its token. */
  const openPage = (path: string, token: string) =>
    t.inject({ method: 'GET', url: `${path}?token=${token}` });

  it('verification, reset, email change and the Telegram login link leave no token in the log', async () => {
    const tokens: string[] = [];
    const account = { email: 'logged@example.com', username: 'logged_one', password: PASSWORD };

    // Verify.
    await t.ok(contract.auth.register, { body: account });
    const verify = await lastToken(t, account.email);
    tokens.push(verify);
    await openPage('/verify-email', verify);
    await t.ok(contract.auth.verifyEmail, { body: { token: verify } });

    // Reset.
    await t.ok(contract.auth.forgotPassword, { body: { email: account.email } });
    const reset = await lastToken(t, account.email, 2);
    tokens.push(reset);
    await openPage('/reset-password', reset);
    const fresh = 'marble canyon whistle';
    await t.ok(contract.auth.resetPassword, { body: { token: reset, password: fresh } });

    // Email change.
    const login = await t.call(contract.auth.login, { body: { email: account.email, password: fresh } });
    expect(login.status).toBe(200);
    const cookie = sid(login);
    await t.ok(contract.auth.changeEmail, {
      body: { email: 'moved@example.com', password: fresh },
      headers: { cookie },
    });
    const change = await lastToken(t, 'moved@example.com');
    tokens.push(change);
    await openPage('/verify-email', change);
    await t.ok(contract.auth.verifyEmail, { body: { token: change }, headers: { cookie } });

    // The Telegram login link: the browser polls its token's URL; the bot confirms it.
    const created = await t.call(contract.auth.telegramLinkCreate);
    const link = contract.auth.telegramLinkCreate.response.parse(created.json);
    tokens.push(link.token);
    const browser = sid(created);
    await t.ok(contract.auth.telegramLinkPoll, {
      params: { token: link.token },
      headers: { cookie: browser },
    });
    await t.services.auth.confirmLoginLink(link.token, {
      id: 990_001,
      username: 'linked_log',
      firstName: 'Linked',
      lastName: null,
      languageCode: 'en',
      photoUrl: null,
    });
    await t.ok(contract.auth.telegramLinkPoll, {
      params: { token: link.token },
      headers: { cookie: browser },
    });

    // A careless line naming secrets by their usual field names: redacted by the logger itself.
    log.info(
      {
        token: tokens[0],
        password: fresh,
        initData: 'query_id=AAH&hash=abcdef0123',
        headers: { cookie },
        user: { cookie, secret: t.services.config.sessionSecret },
      },
      'a careless line',
    );

    const output = lines.join('\n');
    for (const token of tokens) expect(output).not.toContain(token);
    for (const secret of [PASSWORD, fresh, 'hash=abcdef0123', t.services.config.sessionSecret])
      expect(output).not.toContain(secret);
    // No session cookie value (sign-in, email change, the link's browser), sent or set, in any line.
    for (const value of [cookie, browser].flatMap((c) => c.split('; ').map((kv) => kv.split('=')[1])))
      expect(output).not.toContain(value);
    // One JSON shape: every line is pino's.
    for (const line of lines) expect(JSON.parse(line)).toHaveProperty('level');
    expect(output).toContain('a careless line');
    // The log is on and saw these requests (a silent logger would pass trivially).
    expect(output).toContain('/verify-email?token=[REDACTED]');
    expect(output).toContain('/reset-password?token=[REDACTED]');
    expect(output).toContain('/api/auth/telegram/link/[REDACTED]');
    expect(output).toContain('mail written to the development mailbox');
  });

  it('redacts every token parameter and the login link path, and nothing else', () => {
    expect(redactUrlSecrets('/reset-password?token=abc&next=/app')).toBe(
      '/reset-password?token=[REDACTED]&next=/app',
    );
    expect(redactUrlSecrets('/x?a=1&Token=b&access_token=c#h')).toBe(
      '/x?a=1&Token=[REDACTED]&access_token=[REDACTED]#h',
    );
    expect(redactUrlSecrets('/api/auth/telegram/link/abc_DEF-1?x=1')).toBe(
      '/api/auth/telegram/link/[REDACTED]?x=1',
    );
    expect(redactUrlSecrets('/api/auth/telegram/link')).toBe('/api/auth/telegram/link');
    expect(redactUrlSecrets('/app/tasks?tab=daily')).toBe('/app/tasks?tab=daily');
  });
});
