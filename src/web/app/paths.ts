import { SIGN_IN_AGENCY_PARAM } from '../../contract/agency-console/brand';

/** The screens inside the app, each at /app/{page}. */
export const APP_PAGES = ['home', 'calendar', 'dashboard', 'chatapp', 'settings', 'freetrial'] as const;
export type AppPage = (typeof APP_PAGES)[number];

/** The pages of the agency console, each at /app/agency/{section}. */
export const AGENCY_SECTIONS = [
  'brand',
  'domain',
  'links',
  'embedding',
  'integrations',
  'locations',
  'plans',
  'users',
  'news',
  'ai',
  'billing',
  'trial',
  'audit',
] as const;
export type AgencySection = (typeof AGENCY_SECTIONS)[number];

/** The tabs of the settings page, each at /app/settings?tab={tab}. */
export const SETTINGS_TAB_IDS = ['profile', 'team', 'billing', 'company', 'integrations', 'balance'] as const;
export type SettingsTabId = (typeof SETTINGS_TAB_IDS)[number];
export const SETTINGS_TAB_PARAM = 'tab';

/** The query parameter of the calendar naming the day it opens on: /app/calendar?day=2026-12-04. */
export const CALENDAR_DAY_PARAM = 'day';

/** The pages of the operator's console, each at /app/admin/{section}. */
export const ADMIN_SECTIONS = ['agencies'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The query parameter naming the agency an operator opened the console of; an admin's is their own. */
export const CONSOLE_AGENCY_PARAM = 'agency';

/** The /{email}/{locationId} an embedding platform puts before every path of the app. */
export interface EmbedPrefix {
  email: string;
  locationId: string;
}

/** Path segments, named once for the builders below and the router's table. */
export const SEGMENTS = {
  auth: 'auth',
  signIn: 'sign-in',
  forgotPassword: 'forgot-password',
  app: 'app',
  embedPrefix: ':email/:locationId',
  notFound: '404',
} as const;

const prefixOf = (embed: EmbedPrefix | undefined) => (embed ? `/${embed.email}/${embed.locationId}` : '');

/** Every in-app address, with the embed prefix when there is one. */
export const paths = {
  signIn: (embed?: EmbedPrefix) => `${prefixOf(embed)}/${SEGMENTS.auth}/${SEGMENTS.signIn}`,
  /** The sign-in page on the shared host in an agency's look: the agency's sign-in link. */
  agencySignIn: (slug: string) =>
    `/${SEGMENTS.auth}/${SEGMENTS.signIn}?${SIGN_IN_AGENCY_PARAM}=${encodeURIComponent(slug)}`,
  forgotPassword: (embed?: EmbedPrefix) => `${prefixOf(embed)}/${SEGMENTS.auth}/${SEGMENTS.forgotPassword}`,
  /** Where a session starts, which depends on who it is (see ToLanding). */
  start: (embed?: EmbedPrefix) => `${prefixOf(embed)}/${SEGMENTS.app}`,
  app: (page: AppPage, embed?: EmbedPrefix) => `${prefixOf(embed)}/${SEGMENTS.app}/${page}`,
  /** The full calendar opened on a day's month, the day's row in the middle of the screen. */
  calendarDay: (date: string, embed?: EmbedPrefix) =>
    `${prefixOf(embed)}/${SEGMENTS.app}/calendar?${CALENDAR_DAY_PARAM}=${date}`,
  /** One tab of the settings page, opened. */
  settings: (tab: SettingsTabId, embed?: EmbedPrefix) =>
    `${prefixOf(embed)}/${SEGMENTS.app}/settings?${SETTINGS_TAB_PARAM}=${tab}`,
  /** A page of the agency console; `agencyId` only when an operator opened another agency's. */
  agency: (section: AgencySection, embed?: EmbedPrefix, agencyId?: string) =>
    `${prefixOf(embed)}/${SEGMENTS.app}/agency/${section}${
      agencyId ? `?${CONSOLE_AGENCY_PARAM}=${encodeURIComponent(agencyId)}` : ''
    }`,
  admin: (section: AdminSection, embed?: EmbedPrefix) =>
    `${prefixOf(embed)}/${SEGMENTS.app}/admin/${section}`,
};
