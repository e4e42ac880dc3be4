import type { APIRequestContext, Page } from '@playwright/test';
import { A_DAY, atDate } from './support/clock.js';
import { createTenant, expect, signIn, test } from './support/fixtures.js';

// The fake Graph API's answers are shared by everyone publishing: these tests take turns.
test.describe.configure({ mode: 'serial' });

const setGraph = (request: APIRequestContext, kind: 'ok' | 'expired-token') =>
  request.post('/__e2e/graph/behaviour', { data: { kind } });

async function connectFacebook(page: Page) {
  await page.goto('/app/settings?tab=integrations');
  await page.getByRole('button', { name: 'Connect with Facebook' }).click();
  // Facebook Login sends the browser back to the tab, which finishes the connection.
  await expect(page.getByText('@sunrisebakery')).toBeVisible();
  await page.getByRole('switch', { name: 'Publish here' }).first().click();
  await expect(page.getByRole('switch', { name: 'Publish here' }).first()).toBeChecked();
}

async function writeBreadDayPost(page: Page) {
  await page.goto('/app/calendar');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('tab', { name: 'October' }).click();
  const card = page
    .locator(`#day-${A_DAY.slice(0, 4)}-10-16`)
    .getByRole('article', { name: 'World Bread Day' });
  await card.getByRole('button', { name: 'Write me a Post' }).click();
  await expect(card.getByTestId('post-text')).toContainText('#WorldBreadDay');
  return card;
}

test.describe('publishing to Facebook', () => {
  test.beforeEach(async ({ page, request }) => {
    test.slow();
    await setGraph(request, 'ok');
    await signIn(page, request, await createTenant(request));
    await atDate(page, A_DAY);
  });

  test('a client connects a Page and publishes a post now: the card links to the live post', async ({
    page,
  }) => {
    await connectFacebook(page);
    const card = await writeBreadDayPost(page);
    await card.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish this post' });
    await expect(dialog.getByRole('textbox', { name: 'Publish to' })).toHaveValue(
      'Facebook Page: Sunrise Bakery',
    );
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId('publication')).toContainText('Published', { timeout: 20_000 });
    await expect(card.getByRole('link', { name: 'View post' })).toHaveAttribute('href', /facebook\.com/);
  });

  test('a post scheduled for tomorrow 9:00 shows on its card and in the Scheduled list, can be moved and cancelled', async ({
    page,
  }) => {
    await connectFacebook(page);
    const card = await writeBreadDayPost(page);
    await card.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish this post' });
    await dialog.getByText('Schedule', { exact: true }).click();
    await expect(dialog.getByLabel('Time')).toHaveValue('09:00');
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(dialog).toBeHidden();
    const status = card.getByTestId('publication');
    await expect(status).toContainText('Scheduled');
    await expect(status).toContainText('09:00');

    await status.getByRole('button', { name: 'Move' }).click();
    const moving = page.getByRole('dialog', { name: 'Move this post' });
    await expect(moving.getByLabel('Time')).toHaveValue('09:00');
    await moving.getByLabel('Time').fill('17:30');
    await moving.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(moving).toBeHidden();
    await expect(status).toContainText('17:30');

    await page.goto('/app/settings?tab=integrations');
    const scheduled = page.getByRole('region', { name: 'Scheduled' });
    await expect(scheduled.getByText('World Bread Day', { exact: true })).toBeVisible();
    await scheduled.getByRole('button', { name: 'Cancel' }).click();
    await expect(scheduled.getByText('Nothing scheduled')).toBeVisible();
  });

  test('a failure shows on the card with Facebook’s reason and a retry', async ({ page, request }) => {
    await connectFacebook(page);
    const card = await writeBreadDayPost(page);
    await setGraph(request, 'expired-token');
    await card.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Publish this post' })
      .getByRole('button', { name: 'Publish now' })
      .click();
    const status = card.getByTestId('publication');
    await expect(status).toContainText('Failed', { timeout: 20_000 });
    await expect(status).toContainText('Session has expired');
    await expect(status.getByRole('button', { name: 'Retry' })).toBeVisible();
    await setGraph(request, 'ok');
  });
});
