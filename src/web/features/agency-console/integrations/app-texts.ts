import type { IntegrationAppKind } from '../../../../contract/agency-console/apps';

/** How each app is named on its card, and what its id and secret are called where it is made. */
export const APP_TEXTS: Readonly<
  Record<
    IntegrationAppKind,
    { title: string; name: string; idLabel: string; secretLabel: string; purpose: string }
  >
> = {
  facebook: {
    title: 'Facebook app',
    name: 'Facebook app',
    idLabel: 'App ID',
    secretLabel: 'App secret',
    purpose:
      'Your clients connect their Facebook Pages and Instagram accounts through it, and Facebook shows its name when they do.',
  },
  highlevel: {
    title: 'HighLevel marketplace app',
    name: 'HighLevel app',
    idLabel: 'Client ID',
    secretLabel: 'Client secret',
    purpose:
      'Your agency connects its HighLevel account through it, to import sub-accounts and send posts to their Social Planner.',
  },
};
