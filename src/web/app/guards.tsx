import type { ReactNode } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { SignInPage } from '../features/auth/SignInPage';
import { useStoredSession } from '../session/store';
import { embedPrefixOf, useEmbedPrefix } from './embed-prefix';
import { paths } from './paths';

/** /app/* needs a stored session; the layout inside loads what the server says of it. */
export function RequireSession({ children }: { children: ReactNode }) {
  if (!useStoredSession()) return <Navigate to={paths.signIn()} replace />;
  return children;
}

/** The sign-in screen is only for visitors without a session. */
export function SignedOutOnly() {
  const session = useStoredSession();
  const prefix = useEmbedPrefix();
  if (session) return <Navigate to={paths.app('home', prefix)} replace />;
  return <SignInPage />;
}

/** Paths under an invalid /{email}/{locationId} prefix are unknown paths. */
export function ValidEmbedPrefix() {
  const { email, locationId } = useParams();
  if (!embedPrefixOf(email, locationId)) return <Navigate to={paths.signIn()} replace />;
  return <Outlet />;
}

/** Unknown in-app paths go to /home, keeping the prefix. */
export function ToHome() {
  return <Navigate to={paths.app('home', useEmbedPrefix())} replace />;
}

export function ToSignIn() {
  return <Navigate to={paths.signIn()} replace />;
}
