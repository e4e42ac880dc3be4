import { createBrowserRouter, Navigate, Outlet, type RouteObject, useParams } from 'react-router';
import { RouteError } from './components/RouteError';
import { SessionEndedNotice } from './components/SessionEndedNotice';
import { SignInPage } from './features/auth/SignInPage';
import { CalendarPage } from './features/calendar/CalendarPage';
import { ChatAppPage } from './features/chat/ChatAppPage';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { EmbedGate } from './features/embed/EmbedGate';
import { HomePage } from './features/home/HomePage';
import { SettingsPage } from './features/settings/SettingsPage';
import { FreeTrialPage } from './features/trial/FreeTrialPage';
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

const appPages: RouteObject[] = [
  { index: true, element: <ToHome /> },
  { path: 'home', element: <HomePage /> },
  { path: 'dashboard', element: <DashboardPage /> },
  { path: 'freetrial', element: <FreeTrialPage /> },
  { path: 'settings', element: <SettingsPage /> },
  { path: 'chatapp', element: <ChatAppPage /> },
  { path: 'calendar', element: <CalendarPage /> },
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
