import type { TrialLead, TrialSettings } from '../../../../contract/agency-console/trial.js';
import { TRIAL_PAGE } from '../../../../contract/trial.js';
import type { TrialVisitorRecord } from '../../trial/repository.js';
import type { ConsoleAgency } from '../console-agency-repository.js';

/** The trial page on the agency's own domain: the shared address's scheme and port, the agency's host. */
function ownDomainAddress(domain: string | null, publicUrl: string): string | null {
  if (!domain) return null;
  const address = new URL(TRIAL_PAGE, publicUrl);
  address.hostname = domain;
  return address.toString();
}

export function presentTrialSettings(agency: ConsoleAgency, publicUrl: string): TrialSettings {
  return {
    slug: agency.trialSlug,
    retentionDays: agency.trialRetentionDays,
    addresses: {
      shared: `${publicUrl}${TRIAL_PAGE}/${agency.trialSlug}`,
      ownDomain: ownDomainAddress(agency.domain, publicUrl),
    },
    upgradePage: agency.links.upgradePage ?? null,
    masterclassPage: agency.links.masterclassPage ?? null,
  };
}

export function presentLead(visitor: TrialVisitorRecord): TrialLead {
  return {
    id: visitor.id,
    userName: visitor.userName,
    businessName: visitor.businessName,
    email: visitor.email,
    startedAt: visitor.startedAt.toISOString(),
    postsUsed: visitor.generationsUsed,
    lastSeenAt: visitor.lastSeenAt.toISOString(),
    askedToUpgradeAt: visitor.upgradeClickedAt?.toISOString() ?? null,
  };
}
