import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { z } from 'zod';
import { type LoginResponse, loginResponseSchema } from '../../src/contract/auth.js';

const tenantSchema = z.object({
  agency: z.object({
    id: z.string(),
    name: z.string(),
    planId: z.string(),
    embedSecret: z.string(),
    highlevelSecret: z.string(),
  }),
  locations: z.array(z.object({ id: z.string(), businessName: z.string() })),
  user: z.object({ id: z.string(), email: z.string(), password: z.string(), userName: z.string() }),
});
export type Tenant = z.infer<typeof tenantSchema>;

export interface TenantOptions {
  apps?: string[];
  planType?: string;
  allowUnsignedEmbed?: boolean;
  platformOrigin?: string;
  locations?: number;
  /** The first location's business name. */
  businessName?: string;
  customisation?: Record<string, string>;
  /** The agency's pages outside the product, such as its social planner. */
  links?: Record<string, string>;
  userLimit?: number;
  /** The agency is on its plan, so the plan's user limit counts. */
  activePlan?: boolean;
  role?: 'agency' | 'admin';
}

export async function createTenant(request: APIRequestContext, options: TenantOptions = {}): Promise<Tenant> {
  const response = await request.post('/__e2e/tenants', { data: options });
  return tenantSchema.parse(await response.json());
}

const userSchema = tenantSchema.shape.user;
export type TestUser = z.infer<typeof userSchema>;

/** Another user of a tenant's agency, who may use the given locations (none unless named). */
export async function createUserOf(
  request: APIRequestContext,
  tenant: Tenant,
  options: { locationIds?: string[]; role?: 'agency' | 'admin' } = {},
): Promise<TestUser> {
  const response = await request.post('/__e2e/users', { data: { agencyId: tenant.agency.id, ...options } });
  return userSchema.parse(await response.json());
}

export async function loginThroughApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<LoginResponse> {
  const response = await request.post('/v1/auth/login', { data: { email, password } });
  return loginResponseSchema.parse(await response.json());
}

/** Signs in through the API and stores the session as the sign-in screen would. */
export async function signIn(
  page: Page,
  request: APIRequestContext,
  tenant: Tenant | { user: TestUser },
): Promise<LoginResponse> {
  const login = await loginThroughApi(request, tenant.user.email, tenant.user.password);
  await page.goto('/404');
  await page.evaluate((session) => localStorage.setItem('session', JSON.stringify(session)), {
    token: login.data.token,
    activeLocationId: login.activeLocations[0]?.id ?? null,
  });
  return login;
}

/** The token of the session the page stored. */
export function storedToken(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}').token);
}

/** What the calendar asks the server for: a year of a location's events. */
export const CALENDAR_YEAR = /\/v1\/locations\/[^/]+\/calendar\/\d+/;

/** A link that signs the tenant's user in, embedded, as the marketing platform would open the app. */
export function signedEmbedLink(tenant: Tenant, path: string): string {
  const email = tenant.user.email;
  const location = tenant.locations[0]?.id ?? '';
  const exp = Math.floor(Date.now() / 1000) + 600;
  const sig = createHmac('sha256', tenant.agency.embedSecret)
    .update(`${email}\n${location}\n${exp}`)
    .digest('base64url');
  return `/${email}/${location}/app/${path}?exp=${exp}&sig=${sig}`;
}

export { expect, test } from '@playwright/test';
