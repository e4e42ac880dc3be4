import {
  PRICE_ENGINES,
  PRICED_ACTION_LABELS,
  PRICED_ACTIONS,
  type PriceEngine,
} from '../../../../contract/balance';
import { capitalised, wordsOfKey } from '../../../api/key-words';
import { ENGINE_LABELS } from '../billing/prices-form';
import { COLOUR_LABELS } from '../brand/colour-fields';
import { LINK_FIELDS } from '../links/link-fields';

/**
 * The fields the server records in the audit log, in the words of the console's own forms. The keys
 * are the server's (one name means one thing across every action that records it); a key the server
 * starts recording later reads as words made from it until it is added here.
 */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  // Locations, including those brought in from HighLevel
  businessName: 'Business name',
  firstName: 'First name',
  email: 'Email',
  phoneNumber: 'Phone',
  address: 'Address',
  country: 'Country',
  timeZone: 'Time zone',
  planId: 'Plan',
  archived: 'Archived',
  id: 'Location ID',
  source: 'Brought in from',
  companyId: 'HighLevel company ID',
  // Plans, agencies and team members
  name: 'Name',
  type: 'Plan type',
  apps: 'Apps',
  userLimit: 'User limit',
  suspended: 'Suspended',
  plan: 'Plan',
  firstAdmin: 'First admin',
  role: 'Role',
  locations: 'Locations',
  expires: 'Invitation expires',
  // Brand
  logo: 'Logo',
  domain: 'Domain',
  // Embedding
  platformOrigin: 'Platform origin',
  allowUnsigned: 'Allow unsigned embed links',
  highlevelSecret: 'HighLevel shared secret',
  embedSecret: 'Embed secret',
  // Your own apps: the subject names the app, whose form calls its id "App ID" or "Client ID"
  clientId: 'App ID',
  secretChanged: 'New app secret entered',
  // AI
  provider: 'Provider',
  baseUrl: 'Base URL',
  model: 'Model',
  apiKey: 'API key',
  template: 'Template',
  // Stripe and prices
  accountId: 'Stripe account ID',
  accountName: 'Stripe account name',
  livemode: 'Live mode',
  publishableKey: 'Publishable key',
  secretKey: 'Secret key',
  webhookSecret: 'Webhook signing secret',
  monthlyRechargeCapCents: 'Monthly auto-recharge cap',
  // Balance adjustments
  balanceCents: 'Balance',
  cents: 'Amount',
  reason: 'Reason',
  // Free trial
  slug: 'Trial name in the address',
  retentionDays: "Keep visitors' data for (days)",
  // News
  title: 'Title',
  status: 'Status',
  pinned: 'Pinned to the top',
  audience: 'Who sees it',
  planIds: 'Plans',
  locationIds: 'Locations',
  picture: 'Picture',
};

/** A label inside a sentence: "Write a post" becomes "write a post", an acronym like "AI" stays. */
const inSentence = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;

const ENGINE_ARTICLES: Record<PriceEngine, string> = { builtin: 'the', provider: 'an' };

/** "prices.provider.social" → "Price with an AI provider: write a post", from the prices form's words. */
const PRICE_LABELS = PRICE_ENGINES.flatMap((engine) =>
  PRICED_ACTIONS.map((action): [string, string] => [
    `prices.${engine}.${action}`,
    `Price with ${ENGINE_ARTICLES[engine]} ${inSentence(ENGINE_LABELS[engine])}: ${inSentence(PRICED_ACTION_LABELS[action])}`,
  ]),
);

const LABELS = new Map<string, string>([
  ...Object.entries(FIELD_LABELS),
  ...Object.entries(COLOUR_LABELS),
  ...LINK_FIELDS.map((field): [string, string] => [field.name, field.label]),
  ...PRICE_LABELS,
]);

/** The dictionary's label of a field, or undefined when the server records a key this page does not know. */
export const dictionaryLabel = (path: string): string | undefined => LABELS.get(path);

/** A field as an agency admin reads it; a key not in the dictionary still reads as words, never raw. */
export function fieldLabel(path: string): string {
  const known = dictionaryLabel(path);
  if (known !== undefined) return known;
  const words = path
    .split('.')
    .map(wordsOfKey)
    .filter((part) => part !== '')
    .join(': ');
  return capitalised(words);
}
