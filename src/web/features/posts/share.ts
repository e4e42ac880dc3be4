import type { PlatformName } from '../../../contract/options';

/** The platform's own compose page with the post filled in, where the platform offers one. */
export function composeUrl(platform: PlatformName, text: string): string | null {
  const encoded = encodeURIComponent(text);
  switch (platform) {
    case 'X':
      return `https://x.com/intent/post?text=${encoded}`;
    case 'LinkedIn':
      return `https://www.linkedin.com/feed/?shareActive=true&text=${encoded}`;
    case 'Threads':
      return `https://www.threads.net/intent/post?text=${encoded}`;
    case 'Facebook':
      return 'https://www.facebook.com/';
    case 'Pinterest':
      return 'https://www.pinterest.com/pin-builder/';
    case 'Instagram':
      return 'https://www.instagram.com/';
    case 'TikTok':
      return 'https://www.tiktok.com/upload';
    case 'Google Business Profile':
      return 'https://business.google.com/';
  }
}

/** The agency's social planner page, opened for a location. */
export function plannerUrl(base: string, locationId: string): string {
  const url = new URL(base);
  url.searchParams.set('location_id', locationId);
  return url.toString();
}

/** Which calendar the user came from to personalise posts: the full one or the trial's. */
export type PersonaliseFrom = 'calendar' | 'trial_calendar';

/** The agency's connect page, where a business sets up the brand profile that personalises its posts. */
export function personaliseUrl(
  base: string | undefined,
  profile: {
    locationId: string;
    businessName: string;
    userName: string;
    type: PersonaliseFrom;
  },
): string | null {
  if (!base) return null;
  const url = new URL(base);
  url.searchParams.set('profile_id', profile.locationId);
  url.searchParams.set('name', profile.businessName);
  url.searchParams.set('username', profile.userName);
  url.searchParams.set('type', profile.type);
  return url.toString();
}
