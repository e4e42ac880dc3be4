import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import type { Role } from '../../contract/roles';
import { SignInPage } from '../features/auth/SignInPage';
import { pageAfterSignOut, useStoredSession } from '../session/store';
import { useSession } from '../session/useSession';
import { embedPrefixOf, useEmbedPrefix } from './embed-prefix';
import { paths } from './paths';

/**
 * /app/* needs a stored session; the layout inside loads what the server says of it. Without one, the
 * browser goes where the sign-out asked (the trial's agency's sign-in page), else to sign-in.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  if (!useStoredSession()) return <Navigate to={pageAfterSignOut() ?? paths.signIn()} replace />;
  return children;
}

/** The sign-in screen is only for visitors without a session. */
export function SignedOutOnly() {
  const session = useStoredSession();
  const prefix = useEmbedPrefix();
  if (session) return <Navigate to={paths.start(prefix)} replace />;
  return <SignInPage />;
}

/** Paths under an invalid /{email}/{locationId} prefix are unknown paths. */
export function ValidEmbedPrefix() {
  const { email, locationId } = useParams();
  if (!embedPrefixOf(email, locationId)) return <Navigate to={paths.signIn()} replace />;
  return <Outlet />;
}

/**
 * Where a session starts, and where an unknown in-app address leads (keeping the prefix): Home, or for the
 * operator, whose work is the agencies, the operator console.
 */
export function ToLanding() {
  const { data: user } = useSession();
  const prefix = useEmbedPrefix();
  const to = user.role === 'superadmin' ? paths.admin('agencies', prefix) : paths.app('home', prefix);
  return <Navigate to={to} replace />;
}

export function ToSignIn() {
  return <Navigate to={paths.signIn()} replace />;
}

/** Pages for some roles only: anyone else goes home (the server refuses them anyway). */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { data: user } = useSession();
  const prefix = useEmbedPrefix();
  if (!roles.includes(user.role)) return <Navigate to={paths.app('home', prefix)} replace />;
  return <Outlet />;
}

/** The agency console opens on its first section, keeping the agency an operator opened. */
export function ToAgencyConsole() {
  const { search } = useLocation();
  return <Navigate to={`${paths.agency('brand', useEmbedPrefix())}${search}`} replace />;
}

export function ToOperatorConsole() {
  return <Navigate to={paths.admin('agencies', useEmbedPrefix())} replace />;
}
