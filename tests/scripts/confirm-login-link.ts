/**
 * Confirms a Telegram login link the way the bot does when the user presses Start on
 * `start=auth_<token>`: `services.auth.confirmLoginLink` over the e2e server's database.
 * Run by tests/e2e/support/bot.ts with tsx (the API's sources need its loader, not Playwright's).
 * Usage: tsx tests/scripts/confirm-login-link.ts <token> '<TelegramIdentity JSON>'
 */
import { e2eServices } from './e2e-services.ts';

const [token, identityJson] = process.argv.slice(2);
if (!token || !identityJson) {
  console.error('usage: confirm-login-link.ts <token> <identity json>');
  process.exit(2);
}
const { services, close } = await e2eServices();
try {
  const { user } = await services.auth.confirmLoginLink(token, JSON.parse(identityJson));
  console.log(JSON.stringify({ userId: String(user._id) }));
} finally {
  await close();
}
// The database driver's timers would keep the process alive.
process.exit(0);
