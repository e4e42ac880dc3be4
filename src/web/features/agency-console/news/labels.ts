import type { NewsAudience, NewsStatus } from '../../../../contract/news';

export const STATUS_LABELS: Record<NewsStatus, string> = { draft: 'Draft', published: 'Published' };

export const AUDIENCE_LABELS: Record<NewsAudience, string> = {
  all: 'All locations',
  plans: 'Some plans',
  locations: 'Some locations',
};

/** A plan as the news pages name it; a plan made before plans had names has none. */
export const planLabel = (plan: { name: string }) => plan.name || 'Unnamed plan';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Up to two names as they are, more as a count; a count too while some names are not known here. */
function namesOf(ids: readonly string[], names: ReadonlyMap<string, string>, one: string, many: string) {
  const known = ids.flatMap((id) => names.get(id) ?? []);
  return known.length === ids.length && ids.length <= 2 ? known.join(', ') : counted(ids.length, one, many);
}

/** Who an item is for, in words: every location, or the plans or locations it names. */
export function audienceText(
  item: { audience: NewsAudience; planIds: readonly string[]; locationIds: readonly string[] },
  planNames: ReadonlyMap<string, string>,
  locationNames: ReadonlyMap<string, string>,
): string {
  if (item.audience === 'all') return AUDIENCE_LABELS.all;
  if (item.audience === 'plans') {
    // A plan deleted since is no longer listed: nobody is on it.
    return item.planIds.length === 0
      ? 'Plans: none left'
      : `Plans: ${namesOf(item.planIds, planNames, 'plan', 'plans')}`;
  }
  return `Locations: ${namesOf(item.locationIds, locationNames, 'location', 'locations')}`;
}
