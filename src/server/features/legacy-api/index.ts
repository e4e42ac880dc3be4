import { type LegacyTeamMember, legacyRoutes } from '../../../contract/legacy.js';
import type { OptionKind } from '../../../contract/options.js';
import { AppError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import { signalWhenClientLeaves } from '../../platform/replies.js';
import { bind } from '../../platform/routes.js';
import type { AgencyScope, LocationScope, ScopeGrants } from '../../platform/scope.js';
import type { AuthService } from '../auth/service.js';
import { sendEventData } from '../calendar/reply.js';
import type { CalendarService } from '../calendar/service.js';
import type { PlansFeature } from '../plans/index.js';
import type { PostsService } from '../posts/index.js';
import type { PromptOptionsService } from '../prompt-options/index.js';
import type { TeamService } from '../team/service.js';
import type { UsersService } from '../users/service.js';
import { type AgencyByDomainDeps, agencyByDomainRoutes } from './agency-by-domain.js';
import { type LegacyBalanceDeps, legacyBalanceRoutes } from './balance.js';
import { type ChatDeps, writeFromChatForm } from './chat.js';
import { type LegacyChatListDeps, legacyChatListCalls } from './chat-list.js';
import { type NewsFeedCallDeps, newsFeedCalls } from './news.js';
import { type LegacyPaymentDeps, legacyPaymentCalls } from './payments.js';
import { type SuperAdminDeps, superAdminCalls } from './super-admin.js';
import { type TrialCallsDeps, trialCalls } from './trial.js';

export interface LegacyApiDeps
  extends ChatDeps,
    LegacyChatListDeps,
    SuperAdminDeps,
    AgencyByDomainDeps,
    NewsFeedCallDeps,
    LegacyBalanceDeps,
    LegacyPaymentDeps,
    TrialCallsDeps {
  auth: Pick<AuthService, 'login' | 'currentSession'>;
  team: Pick<TeamService, 'invite' | 'team'>;
  calendar: Pick<CalendarService, 'eventOn' | 'forLocation' | 'forCountry'>;
  posts: Pick<PostsService, 'generate' | 'writeFromPrompt' | 'pictureFromPrompt'>;
  users: Pick<UsersService, 'updateProfile' | 'changeOwnPassword'>;
  plans: Pick<PlansFeature, 'appsOfPlan'>;
  promptOptions: Pick<PromptOptionsService, 'list'>;
}

/** The spec's call names and fields (SPEC §7), each mapped onto the service the product's own route uses. */
export function createLegacyApiFeature(deps: LegacyApiDeps) {
  const optionList = (kind: OptionKind) => () => deps.promptOptions.list(kind);
  const addMember = async ({
    principal,
    scope,
    body,
  }: {
    principal: Principal;
    scope: AgencyScope;
    body: LegacyTeamMember;
  }) => {
    if (body.agency_id !== undefined && body.agency_id !== scope.agencyId) throw AppError.notFound('Agency');
    // The earlier modal gave a new member the viewer's active location; a member needs one to use the product.
    if (!body.activeLocation) throw AppError.invalid('activeLocation', 'is required');
    const sent = await deps.team.invite(principal, scope, {
      userName: body.userName,
      email: body.email,
      role: body.roles === 'Admin' || body.roles === 'admin' ? 'admin' : 'agency',
      locationIds: [body.activeLocation],
    });
    return { data: sent.invitation, link: sent.link };
  };
  const membersOfLocation = async ({
    principal,
    scope,
    grants,
  }: {
    principal: Principal;
    scope: LocationScope;
    grants: ScopeGrants;
  }) => {
    const team = await deps.team.team(principal, await grants.agency(principal, scope.agencyId));
    return {
      data: team.members.filter((member) =>
        member.locations.some((location) => location.id === scope.locationId),
      ),
    };
  };
  const routes = [
    bind(legacyRoutes.login, ({ body, request }) =>
      deps.auth.login({ email: body.email, password: body.password }, request.ip),
    ),
    bind(legacyRoutes.eventData, async ({ principal, scope, query, request, reply }) =>
      sendEventData(
        request,
        reply,
        scope
          ? await deps.calendar.forLocation(principal, scope, query.year)
          : await deps.calendar.forCountry(principal, query.year, query.country),
      ),
    ),
    bind(legacyRoutes.generateImage, async ({ scope, principal, body, reply }) => {
      const post = await deps.posts.pictureFromPrompt(
        scope,
        principal,
        { prompt: body.prompt, style: body.image },
        signalWhenClientLeaves(reply),
      );
      return { data: { url: post.imageUrl ?? '', revised_prompt: post.revisedPrompt }, post };
    }),
    bind(legacyRoutes.chat, async ({ scope, principal, grants, body, reply }) => {
      const post = await writeFromChatForm(
        deps,
        grants,
        principal,
        scope,
        body,
        signalWhenClientLeaves(reply),
      );
      return { data: post.html, post };
    }),
    bind(legacyRoutes.updateProfile, async ({ scope, principal, body }) => {
      const { user } = await deps.users.updateProfile(principal, scope, body._id, {
        userName: body.userName,
        email: body.email,
        contactNumber: body.contactNumber,
      });
      return { data: user };
    }),
    bind(legacyRoutes.changePassword, async ({ scope, principal, body }) => {
      await deps.users.changeOwnPassword(
        principal,
        scope,
        body._id,
        { current: body.old_password, next: body.new_password },
        { current: 'old_password', next: 'new_password' },
      );
      return { ok: true as const };
    }),
    bind(legacyRoutes.appsList, async ({ scope, query }) => ({
      data: await deps.plans.appsOfPlan(scope, query.plan_id),
    })),
    bind(legacyRoutes.teamMember, addMember),
    bind(legacyRoutes.addTeam, addMember),
    bind(legacyRoutes.agencyUsers, async ({ principal, scope }) => ({
      data: (await deps.team.team(principal, scope)).members,
    })),
    bind(legacyRoutes.locationUsers, membersOfLocation),
    bind(legacyRoutes.chatUsers, membersOfLocation),
    bind(legacyRoutes.chatUser, async ({ principal }) => ({
      data: (await deps.auth.currentSession(principal)).data,
    })),
    bind(legacyRoutes.channelOptions, optionList('channel')),
    bind(legacyRoutes.toneOptions, optionList('tone')),
    bind(legacyRoutes.translateOptions, optionList('language')),
    bind(legacyRoutes.imageOptions, optionList('image_style')),
    ...superAdminCalls(deps),
    ...agencyByDomainRoutes(deps),
    ...newsFeedCalls(deps),
    ...legacyChatListCalls(deps),
    ...trialCalls(deps),
    ...legacyBalanceRoutes(deps),
    ...legacyPaymentCalls(deps),
  ];
  return { routes };
}
