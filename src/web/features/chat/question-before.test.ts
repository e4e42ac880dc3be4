import { describe, expect, it } from 'vitest';
import { platformNamedIn } from '../../../contract/options';
import { questionBefore } from './question-before';

const thread = [
  { id: 'q1', role: 'user', text: 'Ideas for next week' },
  { id: 'a1', role: 'assistant', text: 'Post ideas for…' },
  { id: 'q2', role: 'user', text: 'a post for tomorrow on LinkedIn' },
  { id: 'a2', role: 'assistant', text: 'Happy Cyber Monday…' },
];

describe('Use as post', () => {
  it('offers first the platform the question named, "a post for tomorrow on LinkedIn"', () => {
    expect(platformNamedIn(questionBefore(thread, 'a2'))).toBe('LinkedIn');
    expect(platformNamedIn(questionBefore(thread, 'a1'))).toBeUndefined();
  });

  it('finds no question for an answer not in the thread, nor before the first message', () => {
    expect(questionBefore(thread, 'gone')).toBe('');
    expect(questionBefore(thread, 'q1')).toBe('');
  });
});
