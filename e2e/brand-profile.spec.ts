import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { A_DAY, atDate } from './support/clock.js';
import { createTenant, expect, signIn, test } from './support/fixtures.js';

const YEAR = A_DAY.slice(0, 4);
const EMOJI = /\p{Extended_Pictographic}/u;

/** A small real PNG, as a business would upload for its logo. */
const logoPng = () =>
  sharp({ create: { width: 24, height: 24, channels: 4, background: '#c0392b' } })
    .png()
    .toBuffer();

async function openMonth(page: Page, month: string) {
  await page.goto('/app/calendar');
  // As a person would, once the calendar has opened on today's month.
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('tab', { name: month }).click();
}

test.describe('the brand profile', () => {
  test('a client fills it in from Personalise; Personalise goes, and the next Pi Day post names their pies', async ({
    page,
    request,
  }) => {
    test.slow();
    await signIn(page, request, await createTenant(request));
    await atDate(page, A_DAY);
    await openMonth(page, 'March');
    const piDay = page.locator(`#day-${YEAR}-03-14`).getByRole('article', { name: 'Pi Day' });
    await piDay.getByRole('button', { name: 'Write me a Post' }).click();
    await expect(piDay.getByTestId('post-text')).toContainText('#PiDay');

    await piDay.getByRole('button', { name: 'Personalise' }).click();
    const dialog = page.getByRole('dialog', { name: 'Personalise your posts' });
    // What is filled in is a suggestion until it is saved, and the dialog says so.
    await expect(dialog.getByText('Not saved yet')).toBeVisible();
    // Saved with no kind of business, the dialog goes back up to the field and says what it needs.
    await dialog.getByRole('button', { name: 'Save brand profile' }).click();
    const kind = dialog.getByRole('textbox', { name: 'Kind of business' });
    await expect(kind).toBeInViewport();
    await expect(dialog.getByText('is required: choose the kind of business')).toBeVisible();
    await kind.click();
    await page.getByRole('option', { name: 'Bakery' }).click();
    // A bakery starts from a bakery's usual products, to edit.
    await expect(dialog.getByRole('textbox', { name: 'Product or service 2' })).toHaveValue('pies and tarts');
    await dialog.getByRole('textbox', { name: 'Product or service 2' }).fill('apple pies');
    await dialog
      .getByRole('textbox', { name: 'What to say about apple pies' })
      .fill('with fruit from local orchards');
    // Escape with the profile not saved asks first, and keeping on editing keeps every word.
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(discard).toBeHidden();
    await expect(dialog.getByRole('textbox', { name: 'Product or service 2' })).toHaveValue('apple pies');
    await dialog.getByRole('button', { name: 'Save brand profile' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The brand profile was saved: new posts follow it')).toBeVisible();
    await expect(piDay.getByRole('button', { name: 'Personalise' })).toHaveCount(0);

    await piDay.getByRole('button', { name: 'Regenerate' }).click();
    await expect(piDay.getByTestId('post-text')).toContainText('apple pies');

    // It stays gone after a reload, and the profile is there to change in Settings.
    await page.reload();
    await page.getByRole('tab', { name: 'March' }).click();
    await expect(piDay.getByTestId('post-text')).toContainText('apple pies');
    await expect(piDay.getByRole('button', { name: 'Personalise' })).toHaveCount(0);
    await page.goto('/app/settings?tab=company');
    await expect(page.getByRole('textbox', { name: 'Product or service 2' })).toHaveValue('apple pies');
  });

  test('a bakery whose name says so finds its profile already started as a bakery, and saves it as it is', async ({
    page,
    request,
  }) => {
    await signIn(page, request, await createTenant(request, { businessName: 'Sunrise Bakery' }));
    await page.goto('/app/settings?tab=company');
    await expect(page.getByText('Not saved yet')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Kind of business' })).toHaveValue('Bakery');
    await expect(page.getByRole('textbox', { name: 'Product or service 2' })).toHaveValue('pies and tarts');
    // A product row added and left empty does not stop the save.
    await page.getByRole('button', { name: 'Add a product or service' }).click();
    await page.getByRole('button', { name: 'Save brand profile' }).click();
    await expect(page.getByText('The brand profile was saved: new posts follow it')).toBeVisible();
    await expect(page.getByText('Not saved yet')).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Product or service 4' })).toHaveCount(0);
  });

  test('once the profile is saved, the client uploads their own logo, sees it, and removes it', async ({
    page,
    request,
  }) => {
    await signIn(page, request, await createTenant(request, { businessName: 'Sunrise Bakery' }));
    await page.goto('/app/settings?tab=company');
    // No logo before there is a profile to keep it in.
    await expect(page.getByRole('button', { name: 'Upload logo' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save brand profile' }).click();
    await expect(page.getByText("No logo of your own: pictures carry your agency's.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove logo' })).toBeDisabled();

    // A file that is not a picture is refused with the reason, and nothing is sent.
    await page.getByLabel('Your logo file').setInputFiles({
      name: 'logo.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(page.getByText('The logo must be a PNG, JPEG, SVG or WebP image.')).toBeVisible();

    await page
      .getByLabel('Your logo file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
    await expect(page.getByText('The logo was uploaded')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your logo' })).toHaveAttribute('src', /^\/media\//);
    await expect(page.getByText('The logo must be a PNG, JPEG, SVG or WebP image.')).toBeHidden();

    await page.getByRole('button', { name: 'Remove logo' }).click();
    await expect(page.getByText('The logo was removed')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your logo' })).toHaveCount(0);
    await expect(page.getByText("No logo of your own: pictures carry your agency's.")).toBeVisible();
  });

  test('remembrance days are hidden until the profile shows them; then the post is quiet and the tone menu has no playful tone', async ({
    page,
    request,
  }) => {
    test.slow();
    await signIn(page, request, await createTenant(request));
    await atDate(page, A_DAY);
    await openMonth(page, 'January');
    const day = page.locator(`#day-${YEAR}-01-27`);
    const remembrance = day.getByRole('article', { name: 'International Holocaust Remembrance Day' });
    await expect(day.getByRole('article').first()).toBeVisible();
    await expect(remembrance).toHaveCount(0);

    await page.goto('/app/settings?tab=company');
    await page.getByRole('textbox', { name: 'Kind of business' }).click();
    await page.getByRole('option', { name: 'Bakery' }).click();
    await page.getByRole('switch', { name: 'Show days of remembrance' }).check();
    await page.getByRole('button', { name: 'Save brand profile' }).click();
    await expect(page.getByText('The brand profile was saved: new posts follow it')).toBeVisible();

    await openMonth(page, 'January');
    await remembrance.getByRole('button', { name: 'Write me a Post' }).click();
    const text = remembrance.getByTestId('post-text');
    await expect(text).toContainText('bakery');
    expect(await text.textContent()).not.toMatch(EMOJI);

    await remembrance.getByRole('button', { name: 'Change tone' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Professional' })).toBeVisible();
    for (const playful of ['Playful', 'Witty', 'Bold']) {
      await expect(menu.getByRole('menuitem', { name: playful })).toHaveCount(0);
    }
  });
});
