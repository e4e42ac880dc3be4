import { z } from 'zod';
import { activeLocationSchema } from './auth.js';
import { emailSchema, phoneNumberSchema, text } from './common.js';
import { locationIdSchema } from './ids.js';
import { defineRoute } from './route.js';

/** A location's company details, as the Company tab shows them. */
export const companySchema = z.strictObject({
  businessName: text().trim().min(1, 'is required').max(200),
  email: z.union([z.literal(''), emailSchema]),
  phoneNumber: phoneNumberSchema(),
  address: text().trim().max(500),
});
export type CompanyInput = z.infer<typeof companySchema>;

export const locationsRoutes = {
  updateCompany: defineRoute({
    method: 'PATCH',
    path: '/locations/:locationId/company',
    access: ['admin'],
    scope: { location: 'params.locationId' },
    summary: "Change a location's company name, e-mail, contact number and address (agency admins)",
    tags: ['locations'],
    params: z.strictObject({ locationId: locationIdSchema }),
    body: companySchema,
    response: activeLocationSchema,
  }),
};
