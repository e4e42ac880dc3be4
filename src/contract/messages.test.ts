import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyContractMessages } from './messages.js';

const messageOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('the messages a refused field shows under its label', () => {
  beforeAll(applyContractMessages);

  it('say how long a text or a list may be, in characters and items', () => {
    expect(messageOf(z.string().max(200), 'x'.repeat(201))).toBe('must be at most 200 characters');
    expect(messageOf(z.string().min(8), 'short')).toBe('must be at least 8 characters');
    expect(messageOf(z.string().max(1), 'xy')).toBe('must be at most 1 character');
    expect(messageOf(z.array(z.string()).max(5), ['a', 'b', 'c', 'd', 'e', 'f'])).toBe(
      'must be at most 5 items',
    );
  });

  it('say a field is required when it is missing or empty', () => {
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('is required');
    expect(messageOf(z.string().min(1), '')).toBe('is required');
  });

  it('name the numbers, kinds and choices a field takes', () => {
    expect(messageOf(z.number().int().max(100), 101)).toBe('must be at most 100');
    expect(messageOf(z.number().positive(), 0)).toBe('must be more than 0');
    expect(messageOf(z.number().int(), 1.5)).toBe('must be a whole number');
    expect(messageOf(z.object({ a: z.object({}) }), { a: 'x' })).toBe('must be an object');
    expect(messageOf(z.enum(['friendly', 'professional']), 'rude')).toBe(
      'must be one of "friendly", "professional"',
    );
    expect(messageOf(z.email(), 'not-an-email')).toBe('must be a valid e-mail address');
    expect(messageOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toBe(
      'has a field it does not take: b',
    );
  });

  it("leave a schema's own message as it is", () => {
    expect(messageOf(z.string().max(3, 'is too long for a code'), 'abcd')).toBe('is too long for a code');
  });
});
