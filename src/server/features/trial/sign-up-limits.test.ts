import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createAgency } from '../../test/factories.js';
import { postTrial, trialSlugOf, visitorDetails } from '../../test/trial-visitor.js';

let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  one = await startTestApp();
  two = await startTestApp({ sameDatabaseAs: one });
});
afterAll(async () => {
  await two.close();
  await one.close();
});

describe('trial sign-ups per address, shared by every instance', () => {
  it('allows five new trials a day from one address across two instances, then answers 429', async () => {
    const agency = await createAgency(one.database.db, one.secretBox);
    const slug = await trialSlugOf(one, agency.id);
    const address = '10.77.0.1';
    const results = await Promise.all(
      [one, two, one, two, one, two, one].map((instance) =>
        postTrial(instance, { ...visitorDetails(), slug }, address),
      ),
    );
    expect(results.filter((response) => response.statusCode === 200)).toHaveLength(5);
    const refused = results.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.json()).toMatchObject({ code: 'too_many_attempts' });
    expect(refused[0]?.json().message).toMatch(
      /^Too many free trials were started from your network today\. Please try again in 24 hours\.$/,
    );
    expect(refused[0]?.headers['retry-after']).toBeDefined();

    // Another address is not held back by this one.
    const elsewhere = await postTrial(two, { ...visitorDetails(), slug }, '10.77.0.2');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('a sign-up refused because its e-mail already has a trial counts too, so trials cannot be looked up by e-mail in bulk', async () => {
    const agency = await createAgency(one.database.db, one.secretBox);
    const slug = await trialSlugOf(one, agency.id);
    const address = '10.77.1.1';
    const details = visitorDetails();
    const statuses: number[] = [];
    for (let visit = 0; visit < 6; visit++) {
      statuses.push((await postTrial(visit % 2 ? two : one, { ...details, slug }, address)).statusCode);
    }
    expect(statuses).toEqual([200, 409, 409, 409, 409, 429]);
  });
});
