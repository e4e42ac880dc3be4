import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, fieldErrorOf, UNKNOWN_ERROR } from './api-error';

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

describe("a failure about one of a form's fields", () => {
  it('is shown under the field it names: a bad value, and a value another account already has', () => {
    const invalid = new ApiError(
      400,
      'invalid_input',
      'adminEmail: must be a valid e-mail address',
      'adminEmail',
    );
    expect(fieldErrorOf(invalid, ['adminEmail'])).toEqual({
      field: 'adminEmail',
      message: 'This must be a valid e-mail address.',
    });
    const taken = new ApiError(409, 'conflict', 'This e-mail already has an account.', 'adminEmail');
    expect(fieldErrorOf(taken, ['adminEmail'])).toEqual({
      field: 'adminEmail',
      message: 'This e-mail already has an account.',
    });
  });

  it('is not one when it names no field, or one the form does not have', () => {
    expect(
      fieldErrorOf(new ApiError(409, 'conflict', 'The agency already has a plan named “Gold”.'), ['name']),
    ).toBeNull();
    expect(fieldErrorOf(new ApiError(409, 'conflict', 'Taken.', 'domain'), ['adminEmail'])).toBeNull();
    expect(fieldErrorOf(new ApiError(500, 'internal', 'Unknown error'), ['adminEmail'])).toBeNull();
  });
});
