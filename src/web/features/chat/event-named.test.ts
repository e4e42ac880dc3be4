import { describe, expect, it } from 'vitest';
import { eventTaggedIn, eventTitledIn } from './event-named';

const EVENTS = [
  { id: 'a', title: 'Small Business Saturday', hashtags: ['#SmallBusinessSaturday', '#ShopSmall'] },
  { id: 'b', title: 'National Cookie Day', hashtags: ['#NationalCookieDay', '#Cookies'] },
  { id: 'c', title: 'Christmas Eve', hashtags: ['#ChristmasEve'] },
  { id: 'd', title: 'Holi', hashtags: ['#Holi'] },
  { id: 'e', title: '12.12 Sale', hashtags: ['#1212Sale'] },
];

describe('the event an answer was written for', () => {
  it('is the one whose title the answer names first', () => {
    const answer =
      'Happy National Cookie Day! Unlike Small Business Saturday, this one is all about cookies.';
    expect(eventTitledIn(EVENTS, answer)?.id).toBe('b');
    expect(eventTitledIn(EVENTS, 'Our 12.12 Sale starts at noon.')?.id).toBe('e');
  });

  it('is named by whole words: a holiday does not name Holi', () => {
    expect(eventTitledIn(EVENTS, 'Open all holiday long.')).toBeUndefined();
    expect(eventTitledIn(EVENTS, 'Happy Holi!')?.id).toBe('d');
  });

  it('is found by its hashtag when the answer does not name it', () => {
    expect(eventTaggedIn(EVENTS, 'Fresh from the oven tonight.\n\n#ChristmasEve #Bakery')?.id).toBe('c');
    expect(eventTaggedIn(EVENTS, 'A day for #cookies!')?.id).toBe('b');
  });

  it('is none when the answer names no event', () => {
    const answer = 'Our sourdough is back on Friday.';
    expect(eventTitledIn(EVENTS, answer)).toBeUndefined();
    expect(eventTaggedIn(EVENTS, answer)).toBeUndefined();
  });
});
