import { ChatApp } from './pages/ChatApp.js';
import { A_DAY, atDate } from './support/clock.js';
import { createTenant, expect, signIn, test } from './support/fixtures.js';

test('a chat conversation streams, offers no Use as post under a list of ideas, is kept after reload, can be renamed and deleted', async ({
  page,
  request,
}) => {
  await signIn(page, request, await createTenant(request));
  await atDate(page, A_DAY);
  const chat = new ChatApp(page);
  await chat.goto();
  await expect(page.getByText('No conversations yet')).toBeVisible();

  await chat.ask('Ideas for next week');
  await expect(chat.answers().last()).toContainText('Post ideas for');
  // A list of ideas is not a post: nothing offers to publish it as one.
  await expect(chat.answers().last().getByRole('button', { name: 'Use as post' })).toHaveCount(0);
  await expect(chat.message).toHaveValue('');
  await expect(chat.conversation('Ideas for next week')).toBeVisible();

  await page.reload();
  await chat.conversation('Ideas for next week').click();
  await expect(chat.answers()).toHaveCount(1);
  await expect(chat.answers().first()).toContainText('Post ideas for');

  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByRole('dialog').getByLabel('Title').fill('December plans');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(chat.conversation('December plans')).toBeVisible();

  await chat.remove('December plans');
  await expect(page.getByText('No conversations yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No conversations yet')).toBeVisible();
});
