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
    where:
      'Shown in Apps → Chat App, in a frame, in place of the built-in assistant; the address is signed and valid for 15 minutes.',
  },
  {
    name: 'connectPage',
    label: 'Connect page',
    where:
      'Opened by "Personalise" under a written post, in the calendar and in the free trial, with the location\'s id, business name and user name added, in place of the built-in brand profile form. Personalise is hidden once the business has a brand profile.',
  },
  {
    name: 'upgradePage',
    label: 'Upgrade page',
    where: "Offered when a free trial's ten posts are used up, and from the trial's header.",
  },
  {
    name: 'masterclassPage',
    label: 'Masterclass page',
    where: 'Offered beside the upgrade when a free trial runs out; hidden when not set.',
  },
];

export const LINK_NAMES: readonly LinkName[] = LINK_FIELDS.map((field) => field.name);
