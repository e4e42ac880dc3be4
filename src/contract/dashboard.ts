import { z } from 'zod';
import { locationIdSchema } from './ids.js';
import { defineRoute } from './route.js';

/** The days the dashboard's figures are counted over, today included, in the location's time zone. */
export const DASHBOARD_PERIODS = ['month', '30d', 'year', 'all'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  month: 'This month',
  '30d': 'Last 30 days',
  year: 'This year',
  all: 'All time',
};

/** Whose figures: the active location's, or (for agency admins) every client location of the agency. */
export const DASHBOARD_SUBJECTS = ['location', 'agency'] as const;
export type DashboardSubject = (typeof DASHBOARD_SUBJECTS)[number];

/** How far back the weekly posts chart reaches when the period has no start. */
export const ALL_TIME_CHART_WEEKS = 52;
/** The spend chart always shows this many months, the current one last. */
export const SPEND_CHART_MONTHS = 12;

export const dashboardQuerySchema = z.strictObject({
  period: z
    .enum(DASHBOARD_PERIODS, { message: `must be one of ${DASHBOARD_PERIODS.join(', ')}` })
    .default('month'),
  of: z.enum(DASHBOARD_SUBJECTS, { message: 'must be location or agency' }).default('location'),
});
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

export const dashboardFiguresSchema = z.object({
  chats: z.number().int().describe('Chat conversations started in the period'),
  apiCalls: z
    .number()
    .int()
    .describe(
      'AI calls answered in the period: posts, tone changes, translations, pictures and chat replies',
    ),
  providerCalls: z
    .number()
    .int()
    .describe('Of those, the calls an AI provider answered (not the built-in writer)'),
  spentCents: z.number().int().describe('What AI usage took from the balance in the period'),
  postsGenerated: z.number().int().describe('Posts written in the period'),
  balanceCents: z.number().int().describe('The balance now, whatever the period'),
  users: z.number().int().describe('People who may use the location (or the agency) now'),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const weeklyPostsSchema = z.object({
  week: z.string().describe('The Monday the week starts on, YYYY-MM-DD'),
  platform: z.string(),
  posts: z.number().int(),
});
export type WeeklyPosts = z.infer<typeof weeklyPostsSchema>;

export const monthlySpendSchema = z.object({
  month: z.string().describe('YYYY-MM'),
  cents: z.number().int(),
});
export type MonthlySpend = z.infer<typeof monthlySpendSchema>;

export const dashboardSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  of: z.enum(DASHBOARD_SUBJECTS),
  from: z.string().nullable().describe('The first day of the period (YYYY-MM-DD); null for all time'),
  to: z.string().describe('Today, the last day of the period (YYYY-MM-DD)'),
  timeZone: z.string(),
  figures: dashboardFiguresSchema,
  postsPerWeek: z
    .array(weeklyPostsSchema)
    .describe('Weeks with posts, oldest first; empty weeks are left out'),
  spendPerMonth: z
    .array(monthlySpendSchema)
    .describe(`The last ${SPEND_CHART_MONTHS} months, oldest first, months without spend as 0`),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardRoutes = {
  dashboard: defineRoute({
    method: 'GET',
    path: '/locations/:locationId/dashboard',
    access: 'signed-in',
    scope: { location: 'params.locationId' },
    summary: "The dashboard's figures and charts for the location, or for the whole agency (admins)",
    tags: ['dashboard'],
    params: z.strictObject({ locationId: locationIdSchema }),
    query: dashboardQuerySchema,
    response: dashboardSchema,
  }),
} as const;
