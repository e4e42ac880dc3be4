import type { TestApp } from './app.js';
import { createAgency, createLocation, createUser } from './factories.js';
import { signIn } from './sign-in.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the API as whoever holds the token. */
export const callApi = (t: TestApp, method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload ? { payload } : {}) });

/** An agency with one location, its admin and one of its clients (a User of that location), signed in. */
export async function consoleAgency(t: TestApp, options: Parameters<typeof createAgency>[2] = {}) {
  const agency = await createAgency(t.database.db, t.secretBox, options);
  const location = await createLocation(t.database.db, agency);
  const admin = await createUser(t.database.db, agency, [], { role: 'admin', type: 'admin' });
  const client = await createUser(t.database.db, agency, [location.id]);
  return {
    agency,
    location,
    admin,
    client,
    adminToken: await signIn(t.app, admin),
    clientToken: await signIn(t.app, client),
    /** The console's address of something of this agency. */
    url: (path = '') => `/v1/agencies/${agency.id}${path}`,
  };
}
