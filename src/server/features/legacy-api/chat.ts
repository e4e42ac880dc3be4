import type { ChatWriteRequest } from '../../../contract/legacy.js';
import type { Post } from '../../../contract/posts.js';
import type { Principal } from '../../core/principal.js';
import { hashtagOf } from '../../core/words.js';
import type { LocationScope, ScopeGrants } from '../../platform/scope.js';
import type { CalendarService } from '../calendar/service.js';
import type { LocationsFeature } from '../locations/index.js';
import type { PostsService } from '../posts/index.js';
import { firstLocation } from './first-location.js';

export interface ChatDeps {
  posts: Pick<PostsService, 'generate' | 'writeFromPrompt'>;
  calendar: Pick<CalendarService, 'eventOn'>;
  locations: Pick<LocationsFeature, 'locationsOfUser'>;
}

/** POST chat/{env}: a post for an event (its hashtags from the calendar), or the planner's free prompt. */
export async function writeFromChatForm(
  deps: ChatDeps,
  grants: ScopeGrants,
  principal: Principal,
  scope: LocationScope | null,
  input: ChatWriteRequest,
  signal: AbortSignal,
): Promise<Post> {
  const location = scope ?? (await firstLocation(deps.locations, grants, principal, 'profile_id'));
  if (!('date' in input)) {
    return deps.posts.writeFromPrompt(
      location,
      principal,
      { prompt: input.promt, imageUrl: input.image },
      signal,
    );
  }
  const known = await deps.calendar.eventOn(location, input.date, input.event_title);
  return deps.posts.generate(
    location,
    principal,
    {
      locationId: location.locationId,
      event: {
        date: input.date,
        title: input.event_title,
        hashtags: known?.hashtags ?? [hashtagOf(input.event_title)],
      },
      platform: input.platform ?? 'Instagram',
      action: 'social',
    },
    { signal, onDelta: () => {} },
  );
}
