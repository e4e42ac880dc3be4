import type { Page } from '@playwright/test';
import { A_DAY, atDate } from './support/clock.js';
import { MALICIOUS_REPLY, MODEL_APP_URL } from './support/constants.js';
import { createTenant, expect, signIn, test } from './support/fixtures.js';
import { PHONE, widerThanTheScreen } from './support/viewport.js';

/** The calendar opens on the year of the day the browser is told it is. */
const breadDay = `#day-${A_DAY.slice(0, 4)}-10-16`;

test.describe('the post studio with the built-in writer', () => {
  test.beforeEach(async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, request, await createTenant(request));
    await atDate(page, A_DAY);
    await page.goto('/app/calendar');
    await page.getByRole('tab', { name: 'October' }).click();
  });

  const card = (page: Page) => page.locator(breadDay).getByRole('article', { name: 'World Bread Day' });

  test('Write me a Post writes an Instagram post with the hashtags, ready to copy', async ({ page }) => {
    const bread = card(page);
    await bread.getByRole('button', { name: 'Write me a Post' }).click();
    const text = bread.getByTestId('post-text');
    await expect(text).toContainText('#WorldBreadDay');
    await expect(bread.getByRole('button', { name: 'Personalise' })).toBeVisible();

    await bread.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('tooltip', { name: 'Copied!' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('#WorldBreadDay');
    expect(copied).not.toContain('<');
    await expect(page.getByRole('tooltip', { name: 'Copied!' })).toBeHidden({ timeout: 3000 });
  });

  test('the post is still there when the calendar is opened again, beside the platform it was written for', async ({
    page,
  }) => {
    const bread = card(page);
    const platform = bread.getByRole('combobox', { name: 'Platform for World Bread Day' });
    await platform.selectOption('LinkedIn');
    await bread.getByRole('button', { name: 'Write me a Post' }).click();
    await expect(bread.getByTestId('post-text')).toBeVisible();
    const first = (await bread.getByTestId('post-text').textContent()) ?? '';
    // The saved posts come after the day's cards, as they do on a slow connection.
    await page.route('**/v1/locations/*/posts?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.reload();
    await page.getByRole('tab', { name: 'October' }).click();
    await expect(card(page).getByTestId('post-text')).toHaveText(first);
    await expect(platform).toHaveValue('LinkedIn');
  });

  test('a post written while the saved posts are still on their way stays on its card when they arrive', async ({
    page,
  }) => {
    // The saved posts are read before the new post is stored, and reach the page only after it is written.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let delivered = () => {};
    const arrived = new Promise<void>((resolve) => {
      delivered = resolve;
    });
    await page.route(
      '**/v1/locations/*/posts?*',
      async (route) => {
        const savedPosts = await route.fetch();
        await released;
        await route.fulfill({ response: savedPosts });
        delivered();
      },
      { times: 1 },
    );
    await page.reload();
    await page.getByRole('tab', { name: 'October' }).click();
    const bread = card(page);
    await bread.getByRole('button', { name: 'Write me a Post' }).click();
    const text = bread.getByTestId('post-text');
    await expect(text).toContainText('#WorldBreadDay');
    const written = (await text.textContent()) ?? '';
    release();
    await arrived;
    await page.waitForLoadState('networkidle');
    await expect(text).toHaveText(written);
  });

  test('a post written for one platform says so once another is chosen, and is shared there, until it is written for that one', async ({
    page,
  }) => {
    const bread = card(page);
    await bread.getByRole('button', { name: 'Write me a Post' }).click();
    await expect(bread.getByTestId('post-text')).toBeVisible();
    const hint = bread.getByText('Written for Instagram: Write me a Post writes it for X.');
    await expect(hint).toHaveCount(0);
    await bread.getByRole('combobox', { name: 'Platform for World Bread Day' }).selectOption('X');
    await expect(hint).toBeVisible();
    // Share offers the post where it was written for, not where the list now points.
    await expect(bread.getByRole('button', { name: 'Share on Instagram' })).toBeVisible();
    await expect(bread.getByRole('button', { name: 'Share on X' })).toHaveCount(0);
    await bread.getByRole('button', { name: 'Write me a Post' }).click();
    await expect(hint).toHaveCount(0);
    await expect(bread.getByRole('button', { name: 'Share on X' })).toBeVisible();
  });

  test('from the keyboard, the focus stays where it was through Write me a Post, Regenerate and a tone', async ({
    page,
  }) => {
    test.slow();
    const bread = card(page);
    const write = bread.getByRole('button', { name: 'Write me a Post' });
    await write.focus();
    await page.keyboard.press('Enter');
    await expect(bread.getByTestId('post-text')).toBeVisible();
    await expect(write).toBeFocused();

    const regenerate = bread.getByRole('button', { name: 'Regenerate' });
    const first = (await bread.getByTestId('post-text').textContent()) ?? '';
    await regenerate.focus();
    await page.keyboard.press('Enter');
    await expect(bread.getByTestId('post-text')).not.toHaveText(first);
    await expect(regenerate).toBeEnabled();
    await expect(regenerate).toBeFocused();

    const tone = bread.getByRole('button', { name: 'Change tone' });
    await tone.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Professional' }).focus();
    await page.keyboard.press('Enter');
    await expect(tone).toBeEnabled();
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(tone).toBeFocused();
  });

  test('regenerate, change the tone, then illustrate and download the picture', async ({ page }) => {
    // Three posts and a picture, one after another: given three times the usual time.
    test.slow();
    const bread = card(page);
    await bread.getByRole('button', { name: 'Write me a Post' }).click();
    await expect(bread.getByTestId('post-text')).toBeVisible();

    await bread.getByRole('button', { name: 'Regenerate' }).click();
    await expect(bread.getByTestId('post-text')).toContainText('#');

    // The menu marks the tone the post on screen is in.
    await bread.getByRole('button', { name: 'Change tone' }).click();
    await expect(page.getByRole('menuitem', { name: 'Friendly (current)' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Professional' }).click();
    await expect(bread.getByTestId('post-text')).toBeVisible();
    await bread.getByRole('button', { name: 'Change tone' }).click();
    await expect(page.getByRole('menuitem', { name: 'Professional (current)' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Friendly', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    // Regenerate writes another post in the tone chosen.
    const professional = (await bread.getByTestId('post-text').textContent()) ?? '';
    await bread.getByRole('button', { name: 'Regenerate' }).click();
    await expect(bread.getByTestId('post-text')).not.toHaveText(professional);
    await expect(bread.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
    await bread.getByRole('button', { name: 'Change tone' }).click();
    await expect(page.getByRole('menuitem', { name: 'Professional (current)' })).toBeVisible();
    await page.keyboard.press('Escape');

    const written = (await bread.getByTestId('post-text').textContent()) ?? '';
    await bread.getByRole('button', { name: 'Create image' }).click();
    await page.getByRole('menuitem', { name: 'Retro' }).click();
    // While the picture is made, the post stays on screen under what is happening.
    await expect(bread.getByText('Creating image')).toBeVisible();
    await expect(bread.getByTestId('post-text')).toHaveText(written);
    const picture = bread.getByRole('img', { name: /World Bread Day/ });
    await expect(picture).toBeVisible({ timeout: 15_000 });
    // The words stay under the picture: they are what Copy copies.
    await expect(bread.getByTestId('post-text')).toContainText('#');

    const download = page.waitForEvent('download');
    await bread.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('world-bread-day.png');

    // The picture was paid for: Write me a Post and Regenerate ask before another post takes its place.
    const asked = page.getByRole('dialog', { name: 'Write another post?' });
    await bread.getByRole('button', { name: 'Write me a Post' }).click();
    await expect(asked).toContainText('its picture goes with it');
    await asked.getByRole('button', { name: 'Keep this post' }).click();
    await expect(asked).toHaveCount(0);
    await bread.getByRole('button', { name: 'Regenerate' }).click();
    await expect(asked).toContainText('its picture goes with it');
    await asked.getByRole('button', { name: 'Keep this post' }).click();
    await expect(picture).toBeVisible();
    await bread.getByRole('button', { name: 'Regenerate' }).click();
    await asked.getByRole('button', { name: 'Write another' }).click();
    await expect(picture).toHaveCount(0);
    await expect(bread.getByTestId('post-text')).not.toHaveText(written);
    // The picture came and went, and the new post is in the tone chosen before it.
    await expect(bread.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
    await bread.getByRole('button', { name: 'Change tone' }).click();
    await expect(page.getByRole('menuitem', { name: 'Professional (current)' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('the built-in writer does not translate: Translate says AI writing is needed and opens no menu', async ({
    page,
  }) => {
    const bread = card(page);
    await bread.getByRole('button', { name: 'Write me a Post' }).click();
    await expect(bread.getByTestId('post-text')).toBeVisible();
    const translate = bread.getByRole('button', { name: 'Translate' });
    await expect(translate).toHaveAttribute('aria-disabled', 'true');
    await expect(translate).toHaveAccessibleDescription(/Translation needs AI writing/);
    await translate.hover();
    await expect(page.getByRole('tooltip')).toContainText('Ask your agency about it.');
    // Still reached by the keyboard, so its reason can be heard; Enter opens nothing.
    await translate.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Spanish' })).toHaveCount(0);
    // The other actions are still there for the post.
    await expect(bread.getByRole('button', { name: 'Change tone' })).toBeEnabled();
  });

  test("on a phone, where nothing hovers, each of the post's actions has its word under its icon", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const bread = card(page);
    await bread.getByRole('button', { name: 'Write me a Post' }).click();
    await expect(bread.getByTestId('post-text')).toBeVisible();
    for (const { caption, button } of [
      { caption: 'Regenerate', button: 'Regenerate' },
      { caption: 'Refresh', button: 'Refresh' },
      { caption: 'Tone', button: 'Change tone' },
      { caption: 'Translate', button: 'Translate' },
      { caption: 'Image', button: 'Create image' },
      { caption: 'Share', button: 'Share on Instagram' },
    ]) {
      const action = bread.locator('.captioned').filter({ has: page.getByRole('button', { name: button }) });
      await expect(action.getByText(caption, { exact: true })).toBeVisible();
    }
    expect(await widerThanTheScreen(page)).toBe(false);
    // This agency has no social planner page, so there is nothing to share to.
    await expect(bread.getByRole('button', { name: 'Share to social planner' })).toHaveCount(0);
  });

  test('sharing on the platform copies the post and opens its compose page', async ({ page, context }) => {
    // The machine has no internet: the platform's page answers from here.
    await context.route('https://x.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: 'compose' }),
    );
    const bread = card(page);
    await bread.getByRole('combobox', { name: 'Platform for World Bread Day' }).selectOption('X');
    await bread.getByRole('button', { name: 'Write me a Post' }).click();
    await expect(bread.getByTestId('post-text')).toBeVisible();
    const popup = page.waitForEvent('popup');
    await bread.getByRole('button', { name: 'Share on X' }).click();
    expect((await popup).url()).toContain('x.com/intent/post?text=');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('#');
  });
});

test.describe('the post studio with a model that replies with script', () => {
  test.use({ baseURL: MODEL_APP_URL });

  test('the malicious reply is shown as harmless text', async ({ page, request }) => {
    await signIn(page, request, await createTenant(request));
    await atDate(page, A_DAY);
    await page.goto('/app/calendar');
    await page.getByRole('tab', { name: 'October' }).click();
    const bread = page.locator(breadDay).getByRole('article', { name: 'World Bread Day' });
    await bread.getByRole('button', { name: 'Write me a Post' }).click();
    const text = bread.getByTestId('post-text');
    await expect(text).toContainText('Fresh loaves');
    expect(await text.locator('script, img').count()).toBe(0);
    expect(await page.evaluate(() => Reflect.get(window, '__pwned'))).toBeUndefined();
    expect(MALICIOUS_REPLY).toContain('<script>');
  });

  test('an AI provider translates, so Translate offers the languages', async ({ page, request }) => {
    await signIn(page, request, await createTenant(request));
    await atDate(page, A_DAY);
    await page.goto('/app/calendar');
    await page.getByRole('tab', { name: 'October' }).click();
    const bread = page.locator(breadDay).getByRole('article', { name: 'World Bread Day' });
    await bread.getByRole('button', { name: 'Write me a Post' }).click();
    await expect(bread.getByTestId('post-text')).toContainText('Fresh loaves');
    await bread.getByRole('button', { name: 'Translate' }).click();
    await page.getByRole('menuitem', { name: 'Spanish' }).click();
    await expect(bread).toHaveAttribute('aria-busy', 'false');
    await expect(bread.getByTestId('post-text')).toContainText('Fresh loaves');
    await expect(bread.getByRole('alert')).toHaveCount(0);
  });
});

test('where the agency has a social planner page, a post is copied and the page opens for the location', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The machine has no internet: the agency's planner answers from here.
  await context.route('https://planner.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: 'planner' }),
  );
  const tenant = await createTenant(request, { links: { socialPlanner: 'https://planner.example/social' } });
  await signIn(page, request, tenant);
  await atDate(page, A_DAY);
  await page.goto('/app/calendar');
  await page.getByRole('tab', { name: 'October' }).click();
  const bread = page.locator(breadDay).getByRole('article', { name: 'World Bread Day' });
  await bread.getByRole('button', { name: 'Write me a Post' }).click();
  await expect(bread.getByTestId('post-text')).toBeVisible();
  const popup = page.waitForEvent('popup');
  await bread.getByRole('button', { name: 'Share to social planner' }).click();
  expect((await popup).url()).toBe(
    `https://planner.example/social?location_id=${encodeURIComponent(tenant.locations[0]?.id ?? '')}`,
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('#WorldBreadDay');
});
