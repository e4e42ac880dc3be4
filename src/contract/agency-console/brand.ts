import { z } from 'zod';
import { agencyLinksSchema, customisationSchema } from '../agency.js';
import { text } from '../common.js';
import { defineRoute } from '../route.js';
import { trialSlugSchema } from '../slug.js';
import { agencyParams, CONSOLE_ACCESS, httpsUrl } from './common.js';

/** The colours of the customisation; the logo is uploaded on its own. */
export const coloursSchema = customisationSchema.omit({ logo: true }).strict();
export type Colours = z.infer<typeof coloursSchema>;

/** The largest logo accepted, in bytes. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;

export const logoUploadSchema = z.strictObject({
  /** The file's bytes, base64: JSON keeps one request shape for every client, including the frame. */
  data: z
    .string()
    .min(1, 'is required')
    .max(Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 4, 'must be at most 2 MB')
    .regex(/^[A-Za-z0-9+/]+=*$/, 'must be the file encoded as base64'),
});
export type LogoUpload = z.infer<typeof logoUploadSchema>;

/** A host name as typed into a browser: letters, digits, hyphens and dots, no scheme or path. */
export const hostNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'must be a host name like app.youragency.com',
  );

export const domainSchema = z.strictObject({ domain: hostNameSchema.nullable() });

/**
 * A link field: an https address, or empty to remove the link. One string checked twice rather than a union of
 * the two, whose refusal would say only "Invalid input".
 */
const linkField = () =>
  z
    .string()
    .trim()
    .max(2000)
    .refine((link) => link === '' || httpsUrl().safeParse(link).success, 'must be an https:// address')
    .optional();

export const linksInputSchema = z.strictObject({
  socialPlanner: linkField(),
  chatApp: linkField(),
  connectPage: linkField(),
  upgradePage: linkField(),
  masterclassPage: linkField(),
});
export type LinksInput = z.infer<typeof linksInputSchema>;

export const agencyOverviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string().nullable(),
  customisation: customisationSchema,
  links: agencyLinksSchema,
  suspended: z.boolean(),
  serviceHost: z
    .string()
    .describe("This service's own host name, which an agency's domain points to (CNAME)"),
  signInLink: z
    .string()
    .describe(
      "The sign-in page on this service's own host in the agency's look, for clients without its domain",
    ),
});
export type AgencyOverview = z.infer<typeof agencyOverviewSchema>;

/** The query of a sign-in link on the shared host that names the agency whose look it wears: ?agency={slug}. */
export const SIGN_IN_AGENCY_PARAM = 'agency';

/** What a sign-in page shows before anyone signs in: the agency's name and look, nothing else. */
export const publicBrandSchema = z.object({ name: z.string(), customisation: customisationSchema });
export type PublicBrand = z.infer<typeof publicBrandSchema>;

export const renameSchema = z.strictObject({ name: text().trim().min(1, 'is required').max(120) });

export const brandRoutes = {
  overview: defineRoute({
    method: 'GET',
    path: '/agencies/:agencyId',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "The agency's name, domain, colours, logo and links, as its console shows them",
    tags: ['agency console'],
    params: agencyParams,
    response: agencyOverviewSchema,
  }),
  colours: defineRoute({
    method: 'PUT',
    path: '/agencies/:agencyId/colours',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "Change the white-label colours every client's screens are drawn in",
    tags: ['agency console'],
    params: agencyParams,
    body: coloursSchema,
    response: agencyOverviewSchema,
  }),
  uploadLogo: defineRoute({
    method: 'PUT',
    path: '/agencies/:agencyId/logo',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: 'Upload the logo (PNG, JPEG, SVG or WebP, at most 2 MB); pictures are re-encoded, SVG sanitised',
    tags: ['agency console'],
    params: agencyParams,
    body: logoUploadSchema,
    // Room well past a 2 MB file's base64, so a somewhat larger file is told the limit rather than cut off.
    bodyLimit: 6 * 1024 * 1024,
    response: agencyOverviewSchema,
  }),
  removeLogo: defineRoute({
    method: 'DELETE',
    path: '/agencies/:agencyId/logo',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: 'Remove the logo; the top bar shows the agency name instead',
    tags: ['agency console'],
    params: agencyParams,
    response: agencyOverviewSchema,
  }),
  domain: defineRoute({
    method: 'PUT',
    path: '/agencies/:agencyId/domain',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: "Set the agency's own host name, whose sign-in page shows its logo and colours",
    tags: ['agency console'],
    params: agencyParams,
    body: domainSchema,
    response: agencyOverviewSchema,
  }),
  links: defineRoute({
    method: 'PUT',
    path: '/agencies/:agencyId/links',
    access: CONSOLE_ACCESS,
    scope: { agency: 'params.agencyId' },
    summary: 'Set the pages the product links to (social planner, chat app, connect, upgrade, masterclass)',
    tags: ['agency console'],
    params: agencyParams,
    body: linksInputSchema,
    response: agencyOverviewSchema,
  }),
  byDomain: defineRoute({
    method: 'GET',
    path: '/brands/by-domain',
    access: 'public',
    summary: 'The name and look of the agency whose own host name this is, for its sign-in page',
    tags: ['agency console'],
    query: z.strictObject({ host: hostNameSchema }),
    response: publicBrandSchema,
  }),
  bySlug: defineRoute({
    method: 'GET',
    path: '/brands/by-slug',
    access: 'public',
    summary:
      "The name and look of the agency of this slug, for its clients' sign-in link on the shared host (/auth/sign-in?agency={slug})",
    tags: ['agency console'],
    query: z.strictObject({ slug: trialSlugSchema }),
    response: publicBrandSchema,
  }),
};
