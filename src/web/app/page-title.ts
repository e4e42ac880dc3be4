import type { AppPage } from './paths';

/** The name each page of the app gives the browser tab, before the agency's. */
export const APP_PAGE_TITLES: Record<AppPage, string> = {
  home: 'Home',
  calendar: 'Social Calendar',
  dashboard: 'Dashboard',
  chatapp: 'Chat App',
  settings: 'Settings',
  freetrial: 'Free Trial',
};

/** What a route says of its page: its title, for the browser tab. */
export interface PageHandle {
  title: string;
}

/** The title a route's handle gives its page, if it gives one. */
export function titleOfHandle(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  return typeof handle.title === 'string' ? handle.title : undefined;
}

/**
 * The browser tab's title: the page's, then the agency's, so tabs and history tell pages apart ("Users · Demo
 * Agency"); the agency's alone where the page has none, and "Sign in" before anyone is known.
 */
export function documentTitle(page: string | undefined, agencyName: string | null): string {
  if (!page) return agencyName ?? 'Sign in';
  return agencyName ? `${page} · ${agencyName}` : page;
}
