import type { Locator, Page } from '@playwright/test';

type Section =
  | 'Brand'
  | 'Custom domain'
  | 'Links'
  | 'Embedding'
  | 'Locations'
  | 'Plans'
  | 'Users'
  | 'AI'
  | 'Audit log';

/** The agency console: its sections, the Brand page, and the Plans and Locations dialogs. */
export class AgencyConsole {
  readonly nav: Locator;
  readonly topBarColour: Locator;
  readonly saveColours: Locator;
  readonly logoFile: Locator;
  readonly logo: Locator;
  readonly preview: Locator;
  readonly planDialog: Locator;
  readonly locationDialog: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Agency console' });
    this.topBarColour = page.getByRole('textbox', { name: 'Top bar background' });
    this.saveColours = page
      .getByRole('region', { name: 'Colours' })
      .getByRole('button', { name: 'Save', exact: true });
    this.logoFile = page.getByLabel('Logo file');
    this.logo = page.getByRole('region', { name: 'Logo' }).getByRole('img');
    this.preview = page.getByRole('group', { name: 'Preview' });
    this.planDialog = page.getByRole('dialog', { name: 'New plan' });
    this.locationDialog = page.getByRole('dialog', { name: 'New location' });
  }

  /** Opens the console from the top bar's Agency link. */
  async open() {
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Agency' }).click();
  }

  async openSection(name: Section) {
    await this.nav.getByRole('link', { name }).click();
    await this.page.getByRole('heading', { name, level: 2 }).waitFor();
  }

  /** A colour field of the Colours card, by its label. */
  colour(label: string) {
    return this.page.getByRole('region', { name: 'Colours' }).getByRole('textbox', { name: label });
  }

  /** Types a colour into a colour field, as its hex value. */
  async typeColour(field: Locator, hex: string) {
    await field.fill(hex);
    await field.blur();
  }

  /** Plans → New plan: a free plan opening the apps named (none unless named). */
  async createFreePlan(name: string, apps: ('Social Calendar' | 'Chat App')[] = []) {
    await this.page.getByRole('button', { name: 'New plan' }).click();
    await this.planDialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await this.planDialog.getByRole('radio', { name: 'Free' }).check();
    for (const app of ['Social Calendar', 'Chat App'] as const) {
      await this.planDialog.getByRole('checkbox', { name: app }).setChecked(apps.includes(app));
    }
    await this.planDialog.getByRole('button', { name: 'Create plan' }).click();
  }

  /** Locations → New location: a business on the named plan, in the browser's country and time zone. */
  async createLocation(businessName: string, plan: string) {
    await this.page.getByRole('button', { name: 'New location' }).click();
    await this.locationDialog.getByRole('textbox', { name: 'Business name' }).fill(businessName);
    await this.locationDialog.getByRole('textbox', { name: 'Plan' }).click();
    await this.page.getByRole('option', { name: plan, exact: true }).click();
    // The browser's zone (UTC here) is not one of its country's, so the person chooses the business's.
    await this.locationDialog.getByRole('textbox', { name: 'Time zone' }).click();
    await this.page.getByRole('option', { name: /^America\/Chicago/ }).click();
    await this.locationDialog.getByRole('button', { name: 'Create location' }).click();
  }

  /** The id shown for the location just created. */
  createdLocationId() {
    return this.page.getByRole('textbox', { name: 'Location id' }).inputValue();
  }

  row(tableName: string, text: string) {
    return this.page.getByRole('table', { name: tableName }).getByRole('row').filter({ hasText: text });
  }
}
