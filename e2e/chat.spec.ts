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

test('an answer that reads as a post is put on a coming event’s card with Use as post', async ({
  page,
  request,
}) => {
  await signIn(page, request, await createTenant(request));
  await atDate(page, A_DAY);
  const chat = new ChatApp(page);
  await chat.goto();
  await chat.ask(
    'Shorten this post: Our sourdough comes out of the oven at seven every morning. Come early, it goes fast. On Fridays we bake rye as well, and the cinnamon buns are back. #Sourdough #FreshBread',
  );
  const answer = chat.answers().last();
  await expect(answer).toHaveAttribute('aria-busy', 'false');
  await expect(answer).toContainText('#Sourdough');

  await answer.getByRole('button', { name: 'Use as post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Use as post' });
  const event = dialog.getByLabel('Event');
  await expect(event.locator('option').first()).toBeAttached();
  const eventTitle = ((await event.locator('option:checked').textContent()) ?? '').replace(/^[^:]+: /, '');
  await dialog.getByLabel('Platform').selectOption('Instagram');
  await dialog.getByRole('button', { name: 'Put on the card' }).click();
  await expect(page.getByText(`The answer is now the Instagram post of ${eventTitle}.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('asked to write a post for tomorrow, the assistant writes one with the day’s hashtags, offered as a post', async ({
  page,
  request,
}) => {
  await signIn(page, request, await createTenant(request));
  await atDate(page, A_DAY);
  const chat = new ChatApp(page);
  await chat.goto();
  await chat.ask('Write a post for tomorrow');
  const answer = chat.answers().last();
  await expect(answer).toHaveAttribute('aria-busy', 'false');
  await expect(answer).toContainText(/#\w+/);
  await expect(answer).not.toContainText('Post ideas for');
  await expect(answer.getByRole('button', { name: 'Use as post' })).toBeVisible();
});
