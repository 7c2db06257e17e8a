import { contract } from '@cum/shared/contract';
import { expect, request, test } from '@playwright/test';

// Issue 27, finding 2: `/login?redirect=/%09/evil.example/` passed the prefix checks; the browser
// dropped the tab and landed on //evil.example/ after sign-in.

const PASSWORD = 'violet tractor harbour';

test('a crafted ?redirect= is not remembered, and sign-in lands on /app of this site', async ({
  page,
  baseURL,
}) => {
  const id = Date.now().toString(36);
  const email = `redirect-${id}@example.com`;
  const api = await request.newContext({ baseURL });
  try {
    const res = await api.post(contract.auth.register.path, {
      data: { email, username: `redir_${id}`, password: PASSWORD },
    });
    expect(res.status()).toBe(202);
  } finally {
    await api.dispose();
  }

  for (const payload of ['//evil.example/', '/%5Cevil.example', 'javascript:alert(1)']) {
    await page.goto(`/login?redirect=${encodeURIComponent(payload)}`);
    await expect(page.getByRole('heading', { name: 'Sign in to $CUM' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('intendedUrl'))).toBeNull();
  }

  // The issue's own link: %09 is a tab once the query is decoded.
  await page.goto('/login?redirect=/%09/evil.example/');
  await expect(page.getByRole('heading', { name: 'Sign in to $CUM' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('intendedUrl'))).toBeNull();
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByRole('tab', { name: 'Sign In' }).click();
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${baseURL}/app`);
});
