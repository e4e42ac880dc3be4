import type { APIRequestContext, Page } from '@playwright/test';
import { z } from 'zod';
import { type LoginResponse, loginResponseSchema } from '../../src/contract/auth.js';

const tenantSchema = z.object({
  agency: z.object({ id: z.string(), name: z.string(), planId: z.string(), embedSecret: z.string() }),
  locations: z.array(z.object({ id: z.string(), businessName: z.string() })),
  user: z.object({ id: z.string(), email: z.string(), password: z.string(), userName: z.string() }),
});
export type Tenant = z.infer<typeof tenantSchema>;

export interface TenantOptions {
  apps?: string[];
  planType?: string;
  allowUnsignedEmbed?: boolean;
  platformOrigin?: string;
  ghl?: boolean;
  locations?: number;
  customisation?: Record<string, string>;
}

export async function createTenant(request: APIRequestContext, options: TenantOptions = {}): Promise<Tenant> {
  const response = await request.post('/__e2e/tenants', { data: options });
  return tenantSchema.parse(await response.json());
}

export async function loginThroughApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<LoginResponse> {
  const response = await request.post('/v1/auth/app/login', {
    data: { email, password, role: 'agency', ghlUser: false },
  });
  return loginResponseSchema.parse(await response.json());
}

/** Signs in through the API and stores the session as the sign-in screen would. */
export async function signIn(page: Page, request: APIRequestContext, tenant: Tenant): Promise<LoginResponse> {
  const login = await loginThroughApi(request, tenant.user.email, tenant.user.password);
  const { token, ...user } = login.data;
  await page.goto('/404');
  await page.evaluate((session) => localStorage.setItem('session', JSON.stringify(session)), {
    token,
    user,
    brand: login.brand,
    agency: login.agency,
    locations: login.activeLocations,
    activeLocationId: login.activeLocations[0]?.id ?? null,
  });
  return login;
}

export { expect, test } from '@playwright/test';
