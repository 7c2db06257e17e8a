/**
 * A signed-in user past onboarding, for the page benchmarks: the development Telegram sign-in (the
 * x-telegram-* headers, accepted by a server that is not in production), then the age step and the
 * onboarding. Returns the `sid=...` cookie pair.
 */
export async function signedInCookie(base: string, telegramId: string, username: string): Promise<string> {
  const signIn = await fetch(`${base}/api/auth/telegram`, {
    method: 'POST',
    headers: { 'x-telegram-id': telegramId, 'x-telegram-username': username },
  });
  const cookie = (signIn.headers.getSetCookie().find((c) => c.startsWith('sid=')) ?? '').split(';')[0] ?? '';
  if (!cookie) throw new Error(`development sign-in failed (${signIn.status})`);
  for (const [path, body] of [
    ['/api/onboarding/confirm-age', '{"confirmed":true}'],
    ['/api/onboarding/complete', ''],
  ] as const) {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body,
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  }
  return cookie;
}
