import type { Locator, Page } from '@playwright/test';

/** Settings → Team: the members, the pending invitations and the Add Team Member dialog. */
export class TeamTab {
  readonly members: Locator;
  readonly invitations: Locator;
  readonly addMember: Locator;
  readonly addDialog: Locator;
  readonly removeDialog: Locator;

  constructor(readonly page: Page) {
    this.members = page.getByRole('table', { name: 'Team Members' });
    this.invitations = page.getByRole('table', { name: 'Pending invitations' });
    this.addMember = page.getByRole('button', { name: 'Add Team Member' });
    this.addDialog = page.getByRole('dialog', { name: 'Add Team Member' });
    this.removeDialog = page.getByRole('dialog', { name: 'Remove Team Member' });
  }

  async open() {
    await this.page.goto('/app/settings');
    await this.page.getByRole('tablist', { name: 'Settings' }).getByRole('tab', { name: 'Team' }).click();
  }

  member(text: string) {
    return this.members.getByRole('row').filter({ hasText: text });
  }

  invitation(text: string) {
    return this.invitations.getByRole('row').filter({ hasText: text });
  }

  /** Fills the Add Team Member dialog and sends it; the role stays User unless one is named. */
  async invite(userName: string, email: string, role?: 'User' | 'Admin') {
    await this.addMember.click();
    await this.addDialog.getByLabel('User Name').fill(userName);
    await this.addDialog.getByLabel('Email').fill(email);
    if (role) await this.addDialog.getByRole('radio', { name: role }).check();
    await this.addDialog.getByRole('button', { name: 'Send Invitation' }).click();
  }

  /** The link shown for passing an invitation on where the server sends no e-mail. */
  handLink(userName: string) {
    return this.page.getByRole('textbox', { name: `Invitation link for ${userName}` });
  }
}
