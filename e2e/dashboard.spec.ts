import { Dashboard } from './pages/Dashboard.js';
import { A_DAY, atDate } from './support/clock.js';
import { createTenant, expect, signIn, test } from './support/fixtures.js';
import { PHONE, widerThanTheScreen } from './support/viewport.js';

test('the dashboard’s cards change after a post is written from the next 7 days', async ({
  page,
  request,
}) => {
  await signIn(page, request, await createTenant(request));
  await atDate(page, A_DAY);
  const dashboard = new Dashboard(page);
  await dashboard.goto();
  // The first visit loads the charts' code along with the figures.
  await expect(dashboard.figure('Total Posts Generated')).toHaveText('0', { timeout: 20_000 });
  await expect(dashboard.figure('Total AI Actions')).toHaveText('0');
  await expect(dashboard.figure('Total Users')).toHaveText('1');

  // Monday 23 November 2026: Thanksgiving is on Thursday.
  const thanksgiving = dashboard.event('Thanksgiving');
  await thanksgiving.getByRole('button', { name: 'Write me a Post' }).click();
  await expect(thanksgiving.getByTestId('post-text')).toContainText('#Thanksgiving', { timeout: 15_000 });

  await expect(dashboard.figure('Total Posts Generated')).toHaveText('1');
  await expect(dashboard.figure('Total AI Actions')).toHaveText('1');
  await dashboard.period('All time').click();
  await expect(dashboard.figure('Total Posts Generated')).toHaveText('1');
  const perWeek = page.getByRole('region', { name: 'Posts per week by platform' });
  await expect(perWeek).not.toContainText('No posts written');
  // The chart's code arrives once there is something to draw, and draws it.
  await expect(perWeek.locator('svg').first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the period is a select, and neither the dashboard nor the team is wider than the screen', async ({
    page,
    request,
  }) => {
    await signIn(page, request, await createTenant(request, { role: 'admin' }));
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await expect(dashboard.figure('Total Users')).toHaveText('1', { timeout: 20_000 });
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'All time' });
    await expect(page.getByRole('listitem', { name: 'Total Posts Generated' })).toContainText('all time');
    expect(await widerThanTheScreen(page)).toBe(false);

    await page.goto('/app/settings?tab=team');
    // The only admin's row has Edit, and says why it has no Remove.
    await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeInViewport();
    await expect(page.getByText('Only admin: cannot be removed')).toBeInViewport();
    expect(await widerThanTheScreen(page)).toBe(false);
  });
});
