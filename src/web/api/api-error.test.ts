import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, UNKNOWN_ERROR } from './api-error';

describe('the message a failed call shows', () => {
  it("names a field the screen has no box for in words, not by the API's key", () => {
    const error = new ApiError(
      400,
      'invalid_input',
      'locationIds: choose at least one location',
      'locationIds',
    );
    expect(errorMessage(error)).toBe('Location ids: choose at least one location');
    const snake = new ApiError(400, 'invalid_input', 'topbar_bg: must be a colour like #1a2b3c', 'topbar_bg');
    expect(errorMessage(snake)).toBe('Topbar bg: must be a colour like #1a2b3c');
  });

  it("shows the server's own words as they are when they name no field", () => {
    const error = new ApiError(409, 'conflict', 'The agency already has a plan named “Gold”.');
    expect(errorMessage(error)).toBe('The agency already has a plan named “Gold”.');
  });

  it('shows no internal detail for what is not an answer of the API', () => {
    expect(errorMessage(new Error('TypeError: x is undefined'))).toBe(UNKNOWN_ERROR);
  });
});
