import { ChatApp } from './pages/ChatApp.js';
import { A_DAY, atDate } from './support/clock.js';
import { MODEL_APP_URL } from './support/constants.js';
import { createTenant, expect, loginThroughApi, signIn, test } from './support/fixtures.js';
import { setPrices } from './support/money.js';

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

  // Escape leaves the title as it was and the keyboard on Rename.
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Rename' })).toBeFocused();
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByRole('dialog').getByLabel('Title').fill('December plans');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(chat.conversation('December plans')).toBeVisible();

  await chat.remove('December plans');
  await expect(page.getByText('No conversations yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No conversations yet')).toBeVisible();
});

test('an answer that reads as a post is put on a coming event’s card with Use as post, and the message opens that card', async ({
  page,
  request,
}) => {
  await signIn(page, request, await createTenant(request));
  await atDate(page, A_DAY);
  const chat = new ChatApp(page);
  await chat.goto();
  await chat.ask(
    'Shorten this post: Our sourdough comes out of the oven at seven every morning. Come early, it goes fast. On Fridays we bake rye as well, and the cinnamon buns are back for the winter. The coffee is on from half past six. #Sourdough #FreshBread',
  );
  const answer = chat.answers().last();
  await expect(answer).toHaveAttribute('aria-busy', 'false');
  await expect(answer).toContainText('#Sourdough');

  await answer.getByRole('button', { name: 'Use as post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Use as post' });
  const event = dialog.getByLabel('Event');
  // The answer names no day, so none is chosen for it: it goes on no card until one is.
  await expect(event).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Put on the card' })).toBeDisabled();
  await event.selectOption({ index: 1 });
  const eventTitle = ((await event.locator('option:checked').textContent()) ?? '').replace(/^[^:]+: /, '');
  await dialog.getByLabel('Platform').selectOption('Instagram');
  await expect(dialog.getByText('has a post on its card already')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Put on the card' }).click();
  await expect(page.getByText(`The answer is now the Instagram post of ${eventTitle}.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Used again for the same day, the dialog says the card's post would be replaced.
  await answer.getByRole('button', { name: 'Use as post' }).click();
  await event.selectOption({ index: 1 });
  await expect(dialog.getByText(`${eventTitle} has a post on its card already`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The message links to the card: the calendar opens on its day, in the middle of the screen, with the post.
  await page.getByRole('link', { name: /^Open .+ in the calendar$/ }).click();
  await expect(page).toHaveURL(/\/app\/calendar\?day=\d{4}-\d{2}-\d{2}$/);
  const day = new URL(page.url()).searchParams.get('day');
  const card = page.locator(`#day-${day}`).getByRole('article', { name: eventTitle });
  await expect(card).toBeInViewport();
  await expect(card.getByTestId('post-text')).toContainText('#Sourdough');
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
  await answer.getByRole('button', { name: 'Use as post' }).click();
  // The dialog offers first the day the post was written for.
  const offered = page
    .getByRole('dialog', { name: 'Use as post' })
    .getByLabel('Event')
    .locator('option:checked');
  await expect(offered).toHaveText(/^\w{3}, \w{3} \d+: .+/);
  const title = ((await offered.textContent()) ?? '').replace(/^[^:]+: /, '');
  await expect(answer).toContainText(title);
});

test('a post the assistant wrote for a day months ahead is offered for that day’s card', async ({
  page,
  request,
}) => {
  await signIn(page, request, await createTenant(request));
  await atDate(page, A_DAY);
  const chat = new ChatApp(page);
  await chat.goto();
  await chat.ask('Write a LinkedIn post for Valentine’s Day');
  const answer = chat.answers().last();
  await expect(answer).toHaveAttribute('aria-busy', 'false');
  await expect(answer).toContainText('Valentine');
  await answer.getByRole('button', { name: 'Use as post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Use as post' });
  await expect(dialog.getByLabel('Event').locator('option:checked')).toHaveText(
    "Sun, Feb 14: Valentine's Day",
  );
  await expect(dialog.getByLabel('Platform')).toHaveValue('LinkedIn');
  await dialog.getByRole('button', { name: 'Put on the card' }).click();
  await expect(page.getByText("The answer is now the LinkedIn post of Valentine's Day.")).toBeVisible();
});

test('a message the balance cannot pay for is kept in the box, and the chat says why with Add Balance beside it', async ({
  page,
  request,
}) => {
  const tenant = await createTenant(request, { role: 'admin' });
  const admin = await loginThroughApi(request, tenant.user.email, tenant.user.password);
  await setPrices(request, tenant, admin.data.token, { chat: 1 });
  await signIn(page, request, tenant);
  await atDate(page, A_DAY);
  const chat = new ChatApp(page);
  await chat.goto();
  await chat.ask('ideas for next week');
  const refusal = page.getByRole('alert').filter({ hasText: 'Add balance' });
  await expect(refusal).toContainText('$0.00');
  await expect(refusal.getByRole('link', { name: 'Add Balance' })).toBeVisible();
  await expect(chat.message).toHaveValue('ideas for next week');
  await refusal.getByRole('link', { name: 'Add Balance' }).click();
  await expect(page).toHaveURL(/\/app\/settings\?tab=balance$/);
});

test.describe('with an AI provider', () => {
  test.use({ baseURL: MODEL_APP_URL });

  test('an answer that is complete before its new conversation has first loaded stays on screen', async ({
    page,
    request,
  }) => {
    const tenant = await createTenant(request);
    const answerText = 'Bake a loaf of the week and show it on Friday.';
    // The model takes a moment, so the new conversation is first read while its answer is still being written.
    const replies = await request.post('/__e2e/model/replies', {
      data: { key: tenant.locations[0]?.businessName, text: answerText, delayMs: 1_500 },
    });
    expect(replies.ok()).toBe(true);
    await signIn(page, request, tenant);
    await atDate(page, A_DAY);
    const chat = new ChatApp(page);
    await chat.goto();
    await expect(chat.message).toBeEditable();
    // That first read reaches the page only once the answer is complete, as it can on a slow connection.
    let answerComplete = () => {};
    const completed = new Promise<void>((resolve) => {
      answerComplete = resolve;
    });
    await page.route(
      /\/chat\/conversations\/[\w-]+$/,
      async (route) => {
        const firstRead = await route.fetch();
        await completed;
        await route.fulfill({ response: firstRead });
      },
      { times: 1 },
    );
    await chat.ask('What should we post this week?');
    // The message box is emptied once the answer is stored.
    await expect(chat.message).toHaveValue('', { timeout: 10_000 });
    answerComplete();
    await expect(chat.answers()).toHaveCount(1);
    await expect(chat.answers().first()).toHaveAttribute('aria-busy', 'false');
    await expect(chat.answers().first()).toContainText(answerText);
  });
});

test('a message typed and not sent is still in the box after going to another page and back, and gone once sent', async ({
  page,
  request,
}) => {
  await signIn(page, request, await createTenant(request));
  await atDate(page, A_DAY);
  const chat = new ChatApp(page);
  await chat.goto();
  await chat.message.fill('Ideas for next week,\nand something for Friday');
  await page.goto('/app/home');
  await chat.goto();
  await expect(chat.message).toHaveValue('Ideas for next week,\nand something for Friday');
  await chat.message.press('Enter');
  await expect(chat.answers().last()).toContainText('Post ideas for');
  await expect(chat.message).toHaveValue('');
  await page.reload();
  await expect(chat.message).toHaveValue('');
});
