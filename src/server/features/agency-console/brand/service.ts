import { type AgencyLinks, agencyLinksSchema, type Customisation } from '../../../../contract/agency.js';
import type { Colours, LinksInput } from '../../../../contract/agency-console/brand.js';
import { AppError } from '../../../core/errors.js';
import type { Principal } from '../../../core/principal.js';
import { prepareLogo } from '../../../infra/logo-file.js';
import { MediaStore } from '../../../infra/media-store.js';
import { isUniqueViolation } from '../../../platform/errors.js';
import type { AgencyScope } from '../../../platform/scope.js';
import { domainInUse, domainUsedByAnother, refuseDeploymentHost } from '../../agencies/domain.js';
import { changeConsoleAgency } from '../console-agency-change.js';
import { type ConsoleAgency, findConsoleAgency } from '../console-agency-repository.js';
import type { ConsoleDeps } from '../deps.js';
import { presentOverview } from './presenter.js';

export type BrandDeps = Pick<ConsoleDeps, 'db' | 'media' | 'audit' | 'attempts' | 'publicUrl'>;

/** Where a file that could not be removed is reported. */
export interface BrandLog {
  warn(fields: object, message: string): void;
}

/**
 * Logo uploads one agency may make in the attempts window: plenty for trying a few while choosing,
 * too few to keep the server busy reading large files for anyone who holds an admin's session.
 */
const LOGO_UPLOADS_PER_WINDOW = 30;

function coloursOf({ logo: _logo, ...colours }: Customisation): Colours {
  return colours;
}

/** The links after a change: a link given replaces the stored one, an empty one removes it. */
function mergeLinks(current: AgencyLinks, input: LinksInput): AgencyLinks {
  const next: AgencyLinks = { ...current };
  for (const name of agencyLinksSchema.keyof().options) {
    const value = input[name];
    if (value === '') delete next[name];
    else if (value !== undefined) next[name] = value;
  }
  return next;
}

export function createBrandService(deps: BrandDeps) {
  const { db, media, attempts } = deps;

  /**
   * Removes a file nothing points at any more. Failing to is never the caller's error: the change it
   * follows is made and answered either way, and a file left behind only takes up space.
   */
  const removeUnused = (path: string, log: BrandLog) =>
    media
      .remove(path)
      .catch((error: unknown) => log.warn({ err: error, path }, 'an unused logo file was not removed'));

  /** Points the agency at another logo; the file it pointed at before is removed once that is stored. */
  async function setLogo(
    scope: AgencyScope,
    principal: Principal,
    logo: string,
    log: BrandLog,
    stored?: string,
  ) {
    let changed: { previous: ConsoleAgency; agency: ConsoleAgency };
    try {
      changed = await changeConsoleAgency(deps, scope, principal, 'brand.logo', (current) => ({
        set: { customisation: { ...current.customisation, logo } },
        before: { logo: current.customisation.logo },
        after: { logo },
      }));
    } catch (error) {
      if (stored) await removeUnused(stored, log);
      throw error;
    }
    const { previous, agency } = changed;
    const path = MediaStore.agencyFileOf(scope.agencyId, previous.customisation.logo);
    if (path && previous.customisation.logo !== logo) await removeUnused(path, log);
    return presentOverview(agency, deps.publicUrl);
  }

  return {
    async overview(scope: AgencyScope) {
      const agency = await findConsoleAgency(db, scope);
      if (!agency) throw AppError.notFound('Agency');
      return presentOverview(agency, deps.publicUrl);
    },

    async changeColours(scope: AgencyScope, principal: Principal, colours: Colours) {
      const { agency } = await changeConsoleAgency(deps, scope, principal, 'brand.colours', (current) => ({
        set: { customisation: { ...colours, logo: current.customisation.logo } },
        before: coloursOf(current.customisation),
        after: colours,
      }));
      return presentOverview(agency, deps.publicUrl);
    },

    async changeDomain(scope: AgencyScope, principal: Principal, domain: string | null) {
      refuseDeploymentHost(domain, deps.publicUrl);
      try {
        const { agency } = await changeConsoleAgency(
          deps,
          scope,
          principal,
          'brand.domain',
          async (current, tx) => {
            if (domain !== null && (await domainUsedByAnother(tx, domain, scope.agencyId)))
              throw domainInUse();
            return { set: { domain }, before: { domain: current.domain }, after: { domain } };
          },
        );
        return presentOverview(agency, deps.publicUrl);
      } catch (error) {
        // Another agency took the same host name in a change made at the same time.
        if (isUniqueViolation(error)) throw domainInUse();
        throw error;
      }
    },

    async changeLinks(scope: AgencyScope, principal: Principal, input: LinksInput) {
      const { agency } = await changeConsoleAgency(deps, scope, principal, 'brand.links', (current) => {
        const links = mergeLinks(current.links, input);
        return { set: { links }, before: current.links, after: links };
      });
      return presentOverview(agency, deps.publicUrl);
    },

    /**
     * Stores the new logo, then points the agency at it; the new file goes again if that fails. Every
     * upload counts against the agency's allowance, refused ones too: reading the file is the cost.
     */
    async uploadLogo(scope: AgencyScope, principal: Principal, base64: string, log: BrandLog) {
      await attempts.take(
        [{ key: `logo-upload:agency:${scope.agencyId}`, limit: LOGO_UPLOADS_PER_WINDOW }],
        'Too many logo uploads for this agency.',
      );
      const file = await prepareLogo(base64);
      const path = await media.saveForAgency(scope.agencyId, file);
      return setLogo(scope, principal, MediaStore.url(path), log, path);
    },

    /** Without a logo, the top bar shows the agency's name. */
    removeLogo(scope: AgencyScope, principal: Principal, log: BrandLog) {
      return setLogo(scope, principal, '', log);
    },
  };
}

export type BrandService = ReturnType<typeof createBrandService>;
