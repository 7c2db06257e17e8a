import { contract } from '@cum/shared/contract';
import type { User } from '@cum/shared/contract/profile';
import type { APIRequestContext, APIResponse, BrowserContext, Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL } from './env.ts';
import { linkToken, waitForMail } from './mailbox.ts';

/**
 * The admin made through ADMIN_EMAILS: registered once per server (a later registration answers
 * 409, which is fine), then signed in with email and password, since registration will stop signing
 * in by itself. Age and onboarding are done through the API, as `signUp` does.
 */
export const E2E_ADMIN_PASSWORD = 'e2e-admin-Password-42';
export const E2E_ADMIN_USERNAME = 'e2e_admin_mail';

async function post(req: APIRequestContext, path: string, data?: unknown): Promise<APIResponse> {
  for (let attempt = 0; ; attempt++) {
    const res = await req.post(path, data === undefined ? {} : { data });
    if (res.status() !== 429 || attempt >= 5) return res;
    const wait = Number(res.headers()['retry-after'] ?? '2');
    await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(wait, 1), 20) * 1000));
  }
}

export async function signInEmailAdmin(target: BrowserContext | Page): Promise<User> {
  const req = target.request;
  await post(req, contract.auth.register.path, {
    email: E2E_ADMIN_EMAIL,
    username: E2E_ADMIN_USERNAME,
    password: E2E_ADMIN_PASSWORD,
    firstName: 'Ada',
    lastName: 'Admin',
  });
  const credentials = { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD };
  let login = await post(req, contract.auth.login.path, credentials);
  if (!login.ok()) throw new Error(`admin login answered ${login.status()}: ${await login.text()}`);
  let { user } = contract.auth.login.response.parse(await login.json());
  if (!user.isAdmin) {
    // ADMIN_EMAILS promotes only a verified address: follow the confirmation link as the owner would.
    const mail = await waitForMail(E2E_ADMIN_EMAIL, /^Confirm your email/);
    const token = linkToken(mail);
    const verified = await post(req, contract.auth.verifyEmail.path, { token });
    // Another worker may have used the link first (400); the promotion is what counts.
    if (!verified.ok() && verified.status() !== 400) {
      throw new Error(`verify-email answered ${verified.status()}: ${await verified.text()}`);
    }
    login = await post(req, contract.auth.login.path, credentials);
    if (!login.ok()) throw new Error(`admin login answered ${login.status()}: ${await login.text()}`);
    user = contract.auth.login.response.parse(await login.json()).user;
  }
  if (!user.ageConfirmedAt) {
    const res = await post(req, contract.onboarding.confirmAge.path, { confirmed: true });
    if (res.ok()) user = contract.onboarding.confirmAge.response.parse(await res.json()).user;
  }
  if (!user.onboardingCompleted) {
    const res = await post(req, contract.onboarding.complete.path);
    // Another worker may have finished it first; the state is what counts.
    if (res.ok()) user = contract.onboarding.complete.response.parse(await res.json()).user;
  }
  if (!user.isAdmin) throw new Error('ADMIN_EMAILS did not make the e2e admin an admin');
  return user;
}
