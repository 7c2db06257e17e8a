/**
 * What the e2e server is started with (tests/playwright.config.ts passes these to the API), so tests
 * can sign Telegram initData and act as an admin. Test values only: no real bot has this token.
 */
export const E2E_BOT_TOKEN = '1234567890:E2E_TEST_TOKEN_not_a_real_bot_abcdef';
export const E2E_BOT_USERNAME = 'cum_e2e_bot';
/** Listed in ADMIN_TELEGRAM_IDS: signing in with this Telegram id makes an admin. */
export const E2E_ADMIN_TELEGRAM_ID = 424242;
/** Listed in ADMIN_EMAILS. */
export const E2E_ADMIN_EMAIL = 'admin@e2e.example.com';
