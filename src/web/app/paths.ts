/** The screens inside the app, each at /app/{page}. */
export const APP_PAGES = ['home', 'calendar', 'dashboard', 'chatapp', 'settings', 'freetrial'] as const;
export type AppPage = (typeof APP_PAGES)[number];

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
  forgotPassword: (embed?: EmbedPrefix) => `${prefixOf(embed)}/${SEGMENTS.auth}/${SEGMENTS.forgotPassword}`,
  app: (page: AppPage, embed?: EmbedPrefix) => `${prefixOf(embed)}/${SEGMENTS.app}/${page}`,
};
