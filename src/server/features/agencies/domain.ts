import { AppError } from '../../core/errors.js';

/**
 * An agency's own domain may be any host name but the deployment's own: its sign-in page is every
 * agency's, and one agency's logo on it would greet the clients of all the others.
 */
export function refuseDeploymentHost(domain: string | null, publicUrl: string): void {
  if (domain !== null && domain === new URL(publicUrl).hostname.toLowerCase()) {
    throw AppError.invalid('domain', "is this service's own address; choose a host name of your agency");
  }
}
