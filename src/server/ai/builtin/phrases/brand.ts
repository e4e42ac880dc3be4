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
  festive('Stop by for our {offer}, {offerLine}, {when}.'),
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
  serious('As your local {noun}, we are glad to do our part.'),
  serious('As a local {noun}, we care about the people we serve.'),
  serious('Our {noun} is proud to belong to this neighborhood.'),
  serious('We are proud to be your local {noun}, and to listen and help where we can.'),
  serious('At {biz}, your local {nounAside}, we look out for our neighbors.'),
  serious('We are your local {noun}, and we are with you on days like this.'),
  serious('As a {noun} rooted in this community, we are glad to be here for you.'),
  serious('Everyone at {biz}, your local {nounAside}, is glad to be part of this community.'),
  serious('Your neighborhood {noun} is always glad to see you.'),
  serious('Your local {noun} is ready to help, whenever you need us.'),
  serious('Thank you for letting us be your local {noun}.'),
  serious('{biz}, your local {nounAside}, is proud to stand with this community.'),
  serious('As your neighborhood {noun}, we are glad to stand with you.'),
  serious('Being your local {noun} means showing up for the people around us.'),
  serious('We are a local {noun}, and our neighbors matter in everything we do.'),
  serious('For us, being a local {noun} is about people first.'),
  serious('Every day, our {noun} is proud to serve this community.'),
  serious('Our {noun} stands with our neighbors, in every season.'),
  serious('It means a lot to be a {noun} this neighborhood can count on.'),
  serious('Your local {noun} believes small acts of care add up.'),
  serious('At our {noun}, we believe in looking out for one another.'),
  serious('Like every good {noun}, we are only as strong as the community around us.'),
  serious('As a {noun} in your neighborhood, we are listening and learning alongside you.'),
  serious('Our whole {noun} team sends care to everyone in this community.'),
  serious('We run our {noun} with this community in mind, every single day.'),
  serious('A {noun} is part of the fabric of a neighborhood, and we take that seriously.'),
  serious('Your local {noun} is grateful for every neighbor we get to serve.'),
  serious('Caring for our neighbors is part of being a good {noun}.'),
  festive('Stop in for our {offer}, {offerLine}.'),
  festive('Discover our {offer}, {offerLine}.'),
  festive('Make room for our {offer}, {offerLine}.'),
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
  solemn('Opening hours: {hours}.'),
];
