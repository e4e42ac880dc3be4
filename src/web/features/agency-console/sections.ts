import type { ComponentType } from 'react';
import type { AgencySection } from '../../app/paths';

export interface ConsoleSection {
  /** The section's name in the console's navigation. */
  label: string;
  /** The section's page; its code loads when the section is first opened. */
  load: () => Promise<ComponentType>;
}

/** Every section of the agency console, in the order the navigation lists them. */
export const CONSOLE_SECTIONS: Record<AgencySection, ConsoleSection> = {
  brand: { label: 'Brand', load: async () => (await import('./brand/BrandPage')).BrandPage },
  domain: { label: 'Custom domain', load: async () => (await import('./domain/DomainPage')).DomainPage },
  links: { label: 'Links', load: async () => (await import('./links/LinksPage')).LinksPage },
  embedding: {
    label: 'Embedding',
    load: async () => (await import('./embedding/EmbeddingPage')).EmbeddingPage,
  },
  integrations: {
    label: 'Integrations',
    load: async () => (await import('./integrations/IntegrationsPage')).IntegrationsPage,
  },
  locations: {
    label: 'Locations',
    load: async () => (await import('./locations/LocationsPage')).LocationsPage,
  },
  plans: { label: 'Plans', load: async () => (await import('./plans/PlansPage')).PlansPage },
  users: { label: 'Users', load: async () => (await import('./users/UsersPage')).UsersPage },
  news: { label: 'News', load: async () => (await import('./news/NewsPage')).NewsPage },
  ai: { label: 'AI', load: async () => (await import('./ai/AiPage')).AiPage },
  billing: { label: 'Billing', load: async () => (await import('./billing/BillingPage')).BillingPage },
  trial: { label: 'Free trial', load: async () => (await import('./trial/TrialPage')).TrialPage },
  audit: { label: 'Audit log', load: async () => (await import('./audit/AuditPage')).AuditPage },
};
