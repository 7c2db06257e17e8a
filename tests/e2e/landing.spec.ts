import { expect, type Page, test } from '@playwright/test';

const sectionIds = ['creators', 'users', 'tokenomics', 'roadmap'] as const;
const navLabels = {
  creators: 'For Creators',
  users: 'For Users',
  tokenomics: 'Tokenomics',
  roadmap: 'Roadmap',
} as const;

async function openLanding(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('landing page', () => {
  test('renders every section, the tokenomics figures and the 18+ notice', async ({ page }) => {
    // Script errors and CSP refusals would show here; the signed-out 401 of GET /api/user is expected.
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !msg.text().includes('401')) problems.push(msg.text());
    });
    await openLanding(page);
    for (const id of sectionIds) await expect(page.locator(`section#${id}`)).toHaveCount(1);
    await expect(page.locator('#faq')).toHaveCount(1);
    await expect(page.locator('#community form')).toHaveCount(1);

    const tokenomics = page.locator('#tokenomics');
    await expect(tokenomics.getByText('1,000,000,000').first()).toBeVisible();
    for (const [label, pct] of [
      ['Community Rewards', '40%'],
      ['Creator Fund', '20%'],
      ['Development', '20%'],
      ['Marketing', '10%'],
      ['Reserve', '10%'],
    ] as const) {
      await expect(tokenomics.locator('li', { hasText: label })).toContainText(pct);
    }

    const roadmap = page.locator('#roadmap');
    for (const quarter of ['Q3 2025', 'Q4 2025', 'Q1 2026', 'Q2-Q3 2026']) {
      await expect(roadmap.getByText(quarter, { exact: false }).first()).toBeVisible();
    }
    await expect(roadmap.locator('li', { hasText: 'Planning & Research' }).first()).toContainText(
      'Completed',
    );

    await expect(page.locator('#creators')).toContainText('95%');
    await expect(page.locator('#creators')).toContainText('20%');

    const notice = page.getByTestId('age-notice');
    await notice.scrollIntoViewIfNeeded();
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('18+ only');
    expect(problems).toEqual([]);
  });

  test('has no horizontal overflow on a narrow screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openLanding(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('nav items scroll to their sections below the fixed bar', async ({ page, isMobile }) => {
    await openLanding(page);
    for (const id of ['roadmap', 'creators', 'tokenomics'] as const) {
      if (isMobile) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const drawer = page.getByRole('navigation', { name: 'Menu' });
        await drawer.getByRole('button', { name: navLabels[id] }).click();
        await expect(drawer).toBeHidden();
      } else {
        await page
          .getByRole('navigation', { name: 'Sections' })
          .getByRole('button', { name: navLabels[id] })
          .click();
      }
      const section = page.locator(`section#${id}`);
      await expect(section).toBeInViewport();
      // Once the smooth scroll settles, the section starts just under the fixed nav, not behind it.
      await expect
        .poll(async () => Math.round((await section.boundingBox())?.y ?? -1), { intervals: [100] })
        .toBeGreaterThanOrEqual(56);
      await expect
        .poll(async () => Math.round((await section.boundingBox())?.y ?? -1), { intervals: [100] })
        .toBeLessThanOrEqual(80);
    }
  });

  test('Launch App leads to /app', async ({ page, isMobile }) => {
    await openLanding(page);
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('#nav-drawer').getByRole('link', { name: 'Launch App' }).click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'Launch App' }).click();
    }
    await expect(page).toHaveURL(/\/app$/);
  });

  test('FAQ keeps one answer open at a time and closes on a second click', async ({ page }) => {
    await openLanding(page);
    const questions = page.locator('#faq .faq__question');
    await expect(questions).not.toHaveCount(0);
    const answers = page.locator('#faq .faq__answer');
    await expect(answers.first()).toBeHidden();

    await questions.nth(0).click();
    await expect(answers.nth(0)).toBeVisible();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');

    await questions.nth(1).click();
    await expect(answers.nth(1)).toBeVisible();
    await expect(answers.nth(0)).toBeHidden();
    await expect(page.locator('#faq .faq__answer:visible')).toHaveCount(1);

    await questions.nth(1).click();
    await expect(answers.nth(1)).toBeHidden();
    await expect(page.locator('#faq .faq__answer:visible')).toHaveCount(0);
  });

  test('an unknown path shows the landing page to a signed-out visitor', async ({ page }) => {
    await openLanding(page, '/some/unknown/page');
    await expect(page).toHaveURL(/\/some\/unknown\/page$/);
    await expect(page.locator('section#tokenomics')).toHaveCount(1);
  });

  test('a shared link to a section (/#roadmap) opens scrolled to it', async ({ page }) => {
    await openLanding(page, '/#roadmap');
    await expect(page.locator('section#roadmap')).toBeInViewport();
    await expect(page.locator('section#hero, .hero')).not.toBeInViewport();
  });
});
