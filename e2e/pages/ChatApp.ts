import type { Locator, Page } from '@playwright/test';

/** The chat app's assistant: the conversations, the open one and the message box. */
export class ChatApp {
  readonly message: Locator;
  readonly conversations: Locator;

  constructor(readonly page: Page) {
    this.message = page.getByLabel('Message');
    this.conversations = page.getByRole('navigation', { name: 'Conversations' });
  }

  async goto() {
    await this.page.goto('/app/chatapp');
  }

  async ask(text: string) {
    await this.message.fill(text);
    await this.message.press('Enter');
  }

  /** The assistant's messages in the open conversation. */
  answers() {
    return this.page.locator('[data-role="assistant"]');
  }

  /** A conversation in the list, by its title (plain words), marked unread or not. */
  conversation(title: string) {
    return this.conversations.getByRole('button', { name: new RegExp(`^${title}( Unread)?$`) });
  }

  async remove(title: string) {
    await this.page.getByRole('button', { name: `Delete ${title}` }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  }
}
