import type { Locator, Page } from '@playwright/test';

/** The agency console's News page and its editor. */
export class NewsConsole {
  readonly newItem: Locator;
  readonly editor: Locator;
  readonly title: Locator;
  readonly description: Locator;
  readonly pictureFile: Locator;

  constructor(readonly page: Page) {
    this.newItem = page.getByRole('button', { name: 'New item' });
    this.editor = page.getByRole('dialog', { name: /news item/ });
    this.title = this.editor.getByRole('textbox', { name: 'Title' });
    this.description = this.editor.getByRole('textbox', { name: 'Description' });
    this.pictureFile = page.getByLabel('Picture file');
  }

  async goto() {
    await this.page.goto('/app/agency/news');
    await this.page.getByRole('heading', { name: 'News', level: 2 }).waitFor();
  }

  /** Types text at the end of the description. */
  async type(text: string) {
    // Focus, not a click: the editor places a clicked caret after the keys that follow on a slow machine.
    await this.description.focus();
    await this.page.keyboard.press('Control+End');
    await this.page.keyboard.type(text);
  }

  /** A new paragraph whose words link to the address, made with the toolbar's Link control. */
  async addLink(words: string, href: string) {
    await this.description.focus();
    await this.page.keyboard.press('Control+End');
    await this.page.keyboard.press('Enter');
    await this.page.keyboard.type(words);
    await this.page.keyboard.press('Shift+Home');
    await this.editor.getByRole('button', { name: 'Link', exact: true }).click();
    const address = this.page.getByRole('textbox', { name: 'Enter URL' });
    await address.fill(href);
    await address.press('Enter');
  }

  async choosePicture(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.pictureFile.setInputFiles(file);
    await this.editor.getByRole('img', { name: "The item's picture" }).waitFor();
  }

  async publish({ pinned }: { pinned: boolean }) {
    await this.editor.getByText('Published', { exact: true }).click();
    await this.editor.getByRole('switch', { name: 'Pinned to the top' }).setChecked(pinned);
  }

  async create() {
    await this.editor.getByRole('button', { name: 'Create' }).click();
  }

  row(title: string) {
    return this.page.getByRole('table', { name: 'News' }).getByRole('row').filter({ hasText: title });
  }
}
