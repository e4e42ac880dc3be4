import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { RESET_PASSWORD_PAGE } from '../../contract/auth';
import { ACCEPT_INVITATION_PAGE } from '../../contract/team';
import { TRIAL_PAGE } from '../../contract/trial';
import { CONFIRM_EMAIL_PAGE } from '../../contract/users';
import { CONSOLE_SECTIONS } from '../features/agency-console/sections';
import { EmbedGate } from '../features/embed/EmbedGate';
import { PageLoading } from '../ui/PageLoading';
import { RouteError } from '../ui/RouteError';
import { SessionEndedNotice } from '../ui/SessionEndedNotice';
import { DocumentTitle } from './DocumentTitle';
import {
  RequireRole,
  RequireSession,
  SignedOutOnly,
  ToAgencyConsole,
  ToLanding,
  ToOperatorConsole,
  ToSignIn,
  ValidEmbedPrefix,
} from './guards';
import { APP_PAGE_TITLES, type PageHandle } from './page-title';
import {
  ADMIN_SECTIONS,
  type AdminSection,
  AGENCY_SECTIONS,
  APP_PAGES,
  type AppPage,
  SEGMENTS,
} from './paths';
import { AppLayout } from './shell/AppLayout';

// Each page's code loads when it is first opened, so the sign-in screen does not wait for the calendar.
const PAGE_CODE: Record<AppPage, () => Promise<{ Component: ComponentType }>> = {
  home: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
  dashboard: async () => ({ Component: (await import('../features/dashboard/DashboardPage')).DashboardPage }),
  freetrial: async () => ({ Component: (await import('../features/trial/FreeTrialPage')).FreeTrialPage }),
  settings: async () => ({ Component: (await import('../features/settings/SettingsPage')).SettingsPage }),
  chatapp: async () => ({ Component: (await import('../features/chat/ChatAppPage')).ChatAppPage }),
  calendar: async () => ({ Component: (await import('../features/calendar/CalendarPage')).CalendarPage }),
};

const ADMIN_SECTION_TITLES: Record<AdminSection, string> = { agencies: 'Agencies' };

const ADMIN_CODE: Record<AdminSection, () => Promise<{ Component: ComponentType }>> = {
  agencies: async () => ({
    Component: (await import('../features/admin-console/AgenciesPage')).AgenciesPage,
  }),
};

/** /app/agency/{section}: an agency's admins, and the operator in any agency. */
const agencyConsole: RouteObject = {
  path: 'agency',
  element: <RequireRole roles={['admin', 'superadmin']} />,
  children: [
    { index: true, element: <ToAgencyConsole /> },
    {
      lazy: async () => ({
        Component: (await import('../features/agency-console/ConsoleLayout')).ConsoleLayout,
      }),
      children: AGENCY_SECTIONS.map((section) => ({
        path: section,
        handle: { title: CONSOLE_SECTIONS[section].label } satisfies PageHandle,
        lazy: async () => ({ Component: await CONSOLE_SECTIONS[section].load() }),
      })),
    },
    { path: '*', element: <ToAgencyConsole /> },
  ],
};

/** /app/admin/{section}: the operator only. */
const operatorConsole: RouteObject = {
  path: 'admin',
  element: <RequireRole roles={['superadmin']} />,
  children: [
    { index: true, element: <ToOperatorConsole /> },
    {
      lazy: async () => ({
        Component: (await import('../features/admin-console/AdminLayout')).AdminLayout,
      }),
      children: ADMIN_SECTIONS.map((section) => ({
        path: section,
        handle: { title: ADMIN_SECTION_TITLES[section] } satisfies PageHandle,
        lazy: ADMIN_CODE[section],
      })),
    },
    { path: '*', element: <ToOperatorConsole /> },
  ],
};

const appPages: RouteObject[] = [
  { index: true, element: <ToLanding /> },
  ...APP_PAGES.map((page) => ({
    path: page,
    handle: { title: APP_PAGE_TITLES[page] } satisfies PageHandle,
    lazy: PAGE_CODE[page],
  })),
  agencyConsole,
  operatorConsole,
  { path: '*', element: <ToLanding /> },
];

/** An agency's public free-trial page: /trial/{slug} on the shared host, /trial on its own domain. */
const trialSignUp = async () => ({
  Component: (await import('../features/trial/TrialSignUpPage')).TrialSignUpPage,
});

const authPages: RouteObject[] = [
  { path: SEGMENTS.signIn, element: <SignedOutOnly /> },
  {
    path: SEGMENTS.forgotPassword,
    lazy: async () => ({
      Component: (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage,
    }),
  },
  { path: '*', element: <ToSignIn /> },
];

export const routes: RouteObject[] = [
  {
    element: (
      <>
        <DocumentTitle />
        <SessionEndedNotice />
        <Outlet />
      </>
    ),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: `/${SEGMENTS.notFound}`, element: null },
      {
        path: CONFIRM_EMAIL_PAGE,
        lazy: async () => ({
          Component: (await import('../features/email-change/ConfirmEmailPage')).ConfirmEmailPage,
        }),
      },
      {
        path: ACCEPT_INVITATION_PAGE,
        lazy: async () => ({
          Component: (await import('../features/team/invitation/AcceptInvitationPage')).AcceptInvitationPage,
        }),
      },
      {
        path: RESET_PASSWORD_PAGE,
        lazy: async () => ({
          Component: (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage,
        }),
      },
      { path: TRIAL_PAGE, lazy: trialSignUp },
      { path: `${TRIAL_PAGE}/:slug`, lazy: trialSignUp },
      { path: `/${SEGMENTS.auth}`, children: authPages },
      {
        path: `/${SEGMENTS.app}`,
        element: (
          <RequireSession>
            <AppLayout />
          </RequireSession>
        ),
        children: appPages,
      },
      {
        path: `/${SEGMENTS.embedPrefix}`,
        element: <ValidEmbedPrefix />,
        children: [
          { path: SEGMENTS.auth, children: authPages },
          {
            path: SEGMENTS.app,
            element: (
              <EmbedGate>
                <AppLayout />
              </EmbedGate>
            ),
            children: appPages,
          },
          { path: '*', element: <ToSignIn /> },
        ],
      },
      { path: '*', element: <ToSignIn /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
