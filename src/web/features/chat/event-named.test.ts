import { describe, expect, it } from 'vitest';
import { eventNamedIn } from './event-named';

const EVENTS = [
  { id: 'a', title: 'Small Business Saturday', hashtags: ['#SmallBusinessSaturday', '#ShopSmall'] },
  { id: 'b', title: 'National Cookie Day', hashtags: ['#NationalCookieDay', '#Cookies'] },
  { id: 'c', title: 'Christmas Eve', hashtags: ['#ChristmasEve'] },
];

describe('the event an answer was written for', () => {
  it('is the one whose title the answer names first', () => {
    const answer =
      'Happy National Cookie Day! Unlike Small Business Saturday, this one is all about cookies.';
    expect(eventNamedIn(EVENTS, answer)?.id).toBe('b');
  });

  it('is found by its hashtag when the answer does not name it', () => {
    expect(eventNamedIn(EVENTS, 'Fresh from the oven tonight.\n\n#ChristmasEve #Bakery')?.id).toBe('c');
    expect(eventNamedIn(EVENTS, 'A day for #cookies!')?.id).toBe('b');
  });

  it('is none when the answer names no coming event', () => {
    expect(eventNamedIn(EVENTS, 'Our sourdough is back on Friday.')).toBeUndefined();
  });
});
