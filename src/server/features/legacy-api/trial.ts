import { legacyRoutes } from '../../../contract/legacy.js';
import { type BoundRoute, bind } from '../../platform/routes.js';
import type { TrialService } from '../trial/service.js';

export interface TrialCallsDeps {
  trial: Pick<TrialService, 'start' | 'usesOf'>;
}

/**
 * The earlier free-trial page's calls (SPEC §7): POST auth made the trial user, PUT user/updateuser
 * reported its count of uses. The count is the server's own; nothing the browser sends changes it.
 */
export function trialCalls({ trial }: TrialCallsDeps): BoundRoute[] {
  return [
    bind(legacyRoutes.trialUser, async ({ body, request }) => {
      // The earlier page sent this to its agency's own domain; a slug names the agency anywhere else.
      const started = await trial.start(
        body.slug !== undefined ? { slug: body.slug } : { host: request.hostname.toLowerCase() },
        { userName: body.username, businessName: body.loc_name, email: body.email },
        request.ip,
      );
      return {
        data: {
          _id: started.data._id,
          username: started.trial.userName,
          loc_name: started.trial.businessName,
          email: started.trial.email,
          role: 'demo_user' as const,
          type: 'calendar' as const,
          token: started.data.token,
        },
      };
    }),
    bind(legacyRoutes.trialUses, async ({ principal, query }) => ({
      calendar_res: await trial.usesOf(principal, query.email),
    })),
  ];
}
