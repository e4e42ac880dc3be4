import type { Database } from '../../src/server/db/open.js';
import { agencies, locations } from '../../src/server/db/schema.js';
import { newLocationId } from '../../src/server/infra/ids.js';
import { type LocationScope, SystemScopes } from '../../src/server/platform/scope.js';

/** One agency with one location, for a bench to fill. */
export async function benchLocation(db: Database): Promise<LocationScope> {
  const [agency] = await db
    .insert(agencies)
    .values({
      name: 'Bench Agency',
      customisation: {
        topbar_bg: '#000000',
        button_bg: '#000000',
        button_text: '#ffffff',
        button_border: '#000000',
        body_bg: '#ffffff',
        newsfeed_bg: '#ffffff',
        newsfeed_text: '#000000',
        newsfeed_tag_bg: '#eeeeee',
        newsfeed_tag_text: '#000000',
        logo: '',
      },
    })
    .returning({ id: agencies.id });
  if (!agency) throw new Error('no agency');
  const locationId = newLocationId();
  await db.insert(locations).values({ id: locationId, agencyId: agency.id, businessName: 'Bench Bakery' });
  const scope = await new SystemScopes(db).location(locationId);
  if (!scope) throw new Error('no location');
  return scope;
}
