import { createBrowserRouter, Navigate, Outlet, type RouteObject, useParams } from 'react-router';
import { PageLoading } from './components/PageLoading';
import { RouteError } from './components/RouteError';
import { SessionEndedNotice } from './components/SessionEndedNotice';
import { SignInPage } from './features/auth/SignInPage';
import { EmbedGate } from './features/embed/EmbedGate';
import { AppLayout } from './layout/AppLayout';
import { isValidEmbedPrefix, usePrefix } from './lib/app-paths';
import { useSession } from './session/store';

const SIGN_IN = '/auth/sign-in';

/** /app/* needs a stored user with an e-mail. */
function RequireUser() {
  const session = useSession();
  if (!session?.user.email) return <Navigate to={SIGN_IN} replace />;
  return <AppLayout />;
}

/** The sign-in screen is only for visitors without a session. */
function SignedOutOnly() {
  const session = useSession();
  const prefix = usePrefix();
  if (session?.user.email) return <Navigate to={`${prefix}/app/home`} replace />;
  return <SignInPage />;
}

/** The /{email}/{locationId} prefix only counts when both parts are valid; otherwise it is an unknown path. */
function ValidPrefix() {
  const { email, locationId } = useParams();
  if (!isValidEmbedPrefix(email, locationId)) return <Navigate to={SIGN_IN} replace />;
  return <Outlet />;
}

/** Unknown in-app paths go to /home, keeping the prefix. */
function ToHome() {
  const prefix = usePrefix();
  return <Navigate to={`${prefix}/app/home`} replace />;
}

// Each page's code loads when it is first opened, so the sign-in screen does not wait for the calendar.
const appPages: RouteObject[] = [
  { index: true, element: <ToHome /> },
  { path: 'home', lazy: async () => ({ Component: (await import('./features/home/HomePage')).HomePage }) },
  {
    path: 'dashboard',
    lazy: async () => ({ Component: (await import('./features/dashboard/DashboardPage')).DashboardPage }),
  },
  {
    path: 'freetrial',
    lazy: async () => ({ Component: (await import('./features/trial/FreeTrialPage')).FreeTrialPage }),
  },
  {
    path: 'settings',
    lazy: async () => ({ Component: (await import('./features/settings/SettingsPage')).SettingsPage }),
  },
  {
    path: 'chatapp',
    lazy: async () => ({ Component: (await import('./features/chat/ChatAppPage')).ChatAppPage }),
  },
  {
    path: 'calendar',
    lazy: async () => ({ Component: (await import('./features/calendar/CalendarPage')).CalendarPage }),
  },
  { path: '*', element: <ToHome /> },
];

const authPages: RouteObject[] = [
  { path: 'sign-in', element: <SignedOutOnly /> },
  { path: '*', element: <Navigate to={SIGN_IN} replace /> },
];

export const routes: RouteObject[] = [
  {
    element: (
      <>
        <SessionEndedNotice />
        <Outlet />
      </>
    ),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: '/404', element: null },
      { path: '/auth', children: authPages },
      { path: '/app', element: <RequireUser />, children: appPages },
      {
        path: '/:email/:locationId',
        element: <ValidPrefix />,
        children: [
          { path: 'auth', children: authPages },
          { path: 'app', element: <EmbedGate />, children: appPages },
          { path: '*', element: <Navigate to={SIGN_IN} replace /> },
        ],
      },
      { path: '*', element: <Navigate to={SIGN_IN} replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
