import type { LinksInput } from '../../../../contract/agency-console/brand';

export type LinkName = keyof LinksInput;

/** Each page the product links to, and where the product shows the link today. */
export const LINK_FIELDS: readonly { name: LinkName; label: string; where: string }[] = [
  {
    name: 'socialPlanner',
    label: 'Social planner page',
    where:
      'Opened by "Share to social planner" on a written post in the calendar: the post is copied, and this page opens with the location\'s id added (location_id).',
  },
  {
    name: 'chatApp',
    label: 'Chat app page',
    where: 'Meant for the Chat App screen (Apps → Chat App); no screen links to it yet.',
  },
  {
    name: 'connectPage',
    label: 'Connect page',
    where:
      'Opened by "Personalise" under a written post, in the calendar and in the free trial, with the location\'s id, business name and user name added, so the business can set up the profile that personalises its posts.',
  },
  {
    name: 'upgradePage',
    label: 'Upgrade page',
    where: "Meant for the upgrade offer when a free trial's generations run out; no screen links to it yet.",
  },
  {
    name: 'masterclassPage',
    label: 'Masterclass page',
    where: 'Meant for the free masterclass offered beside the upgrade; no screen links to it yet.',
  },
];

export const LINK_NAMES: readonly LinkName[] = LINK_FIELDS.map((field) => field.name);
