import { type Entry, festive, serious, solemn } from './types.js';

/**
 * Lines that name what the business offers ({offer}, and {offerLine}, its one line, which follows it after a
 * comma as any phrase a client writes can: 'our pies, made with seasonal fruit', 'our live music, every weekend') or what it is
 * ({noun}, or {nounAside} beside its name, which only a name that does not say it already has), from its
 * brand profile. A celebration may invite people to it, and says it suits the day only when the day calls for
 * it ({fittingOffer}); an awareness day only says the business is there, with an offer only when the day calls for
 * it; a solemn day names what the business is, never anything to buy.
 */
export const BRAND_LINES: Entry[] = [
  festive('Celebrate {event} with our {offer}, {offerLine}.'),
  festive('Mark {event} with our {offer}, {offerLine}.'),
  festive('Nothing says {eventName} like our {fittingOffer}.'),
  festive('What better day for our {fittingOffer}, {offerLine}?'),
  festive('Come and try our {offer}, {offerLine}.'),
  festive('Treat yourself to our {offer} {today}.'),
  festive('Ask us about our {offer}, {offerLine}.'),
  festive('Drop by {biz} for our {offer}, {offerLine}.'),
  festive('{event} calls for our {fittingOffer}.'),
  // Dated rather than named: a post that has named the day twice already can still say when to come.
  festive('Our {offer}, {offerLine}, will be ready for you {when}.'),
  festive('Come and try our {offer}, {offerLine}, {when}.'),
  festive('Make time for our {offer}, {offerLine}, {when}.'),
  serious('Our team is here for you with our {fittingOffer}, {today} and every day.'),
  serious('As your local {noun}, we are glad to help share the message of {event}.'),
  serious('Here at {biz}, your local {nounAside}, we take {event} to heart.'),
  serious('Whenever you need us, we are here with our {fittingOffer}, {offerLine}.'),
  serious('We are here with our {fittingOffer} {when}, {offerLine}.'),
  serious('{onEvent}, we are here with our {fittingOffer}, {offerLine}.'),
  serious('{event} is a good moment to try our {fittingOffer}, {offerLine}.'),
  serious('As a local {noun} that cares for this community, we support {event}.'),
  solemn('Everyone at {biz}, your local {nounAside}, pauses to remember {remembered}.'),
  solemn('Our {noun} joins the community in remembrance {onEvent}.'),
  solemn('From all of us at {biz}, your local {nounAside}: we remember {remembered}.'),
  solemn('As a local {noun}, we stand with everyone who remembers {onEvent}.'),
];

/**
 * The lines that name the offer an awareness day calls for: a gym on World Heart Day speaks of its cardio classes,
 * not only of caring for the community.
 */
export const FITTING_BRAND_LINES: Entry[] = BRAND_LINES.filter((entry) =>
  (typeof entry === 'string' ? entry : entry.text).includes('{fittingOffer}'),
);

/** Where to find the business and when, for listings and longer posts. */
export const VISIT_DETAILS: Entry[] = [
  'Find us at {address}.',
  'Visit us at {address}.',
  'Our hours: {hours}.',
  'We are open {hours}.',
  solemn('Our hours: {hours}.'),
];
