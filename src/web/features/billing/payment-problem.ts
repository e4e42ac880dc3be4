import { errorMessage } from '../../api/api-error';
import { StripeProblem } from './stripe-js';

/** What to tell the person when a card or payment step failed: Stripe's own words, or our server's. */
export const paymentProblem = (error: unknown): string =>
  error instanceof StripeProblem ? error.message : errorMessage(error);
