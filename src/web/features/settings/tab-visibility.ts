import type { SessionResponse } from '../../../contract/auth';
import type { SettingsTabId } from '../../app/paths';
import { isPlatformSession } from './platform-session';

const everyone = () => true;
const outsideThePlatform = (session: SessionResponse) => !isPlatformSession(session);
/** The operator's own account has no team: people join an agency, invited from its console. */
const inAnAgencyTeam = (session: SessionResponse) =>
  outsideThePlatform(session) && session.data.role !== 'superadmin';

/**
 * Which sessions see each settings tab: one begun in the marketing platform sees only Integrations and Balance,
 * and the operator no Team.
 */
const VISIBLE_FOR: Record<SettingsTabId, (session: SessionResponse) => boolean> = {
  profile: outsideThePlatform,
  team: inAnAgencyTeam,
  billing: outsideThePlatform,
  company: outsideThePlatform,
  integrations: everyone,
  balance: everyone,
};

export const showsSettingsTab = (session: SessionResponse, tab: SettingsTabId) => VISIBLE_FOR[tab](session);
