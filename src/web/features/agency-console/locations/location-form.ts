import { z } from 'zod';
import {
  type ConsoleLocation,
  type LocationInput,
  locationInputSchema,
  type NewLocation,
} from '../../../../contract/agency-console/locations';
import { locationIdSchema } from '../../../../contract/ids';
import { browserCountry } from './countries';
import { browserTimeZone, zoneForCountry } from './time-zones';

/** The form's values: the location's fields, and for a new one the platform's id ('' for a fresh one). */
export type LocationFormValues = LocationInput & { id: string };

export const locationFormSchema = locationInputSchema.extend({
  id: z.union([z.literal(''), locationIdSchema]),
});

export const LOCATION_FIELDS: readonly (keyof LocationFormValues)[] = [
  'id',
  'businessName',
  'firstName',
  'email',
  'phoneNumber',
  'address',
  'country',
  'timeZone',
  'planId',
];

/**
 * A new location starts in the browser's country, in the browser's time zone where the country keeps it
 * (else the country's only zone, or none to choose from several), without a plan; an existing one as it is.
 */
export function locationFormValuesOf(location: ConsoleLocation | null): LocationFormValues {
  if (!location) {
    const country = browserCountry();
    const zone = browserTimeZone();
    return {
      id: '',
      businessName: '',
      firstName: '',
      email: '',
      phoneNumber: '',
      address: '',
      country,
      timeZone: zoneForCountry(country, zone, zone),
      planId: null,
    };
  }
  return {
    id: location.id,
    businessName: location.businessName,
    firstName: location.firstName,
    email: location.email,
    phoneNumber: location.phoneNumber,
    address: location.address,
    country: location.country,
    timeZone: location.timeZone,
    planId: location.planId,
  };
}

/** What an edit sends: the fields only, since a location's id never changes. */
export function changedLocation({ id: _id, ...input }: LocationFormValues): LocationInput {
  return input;
}

/** What a creation sends: the platform's id only when one was typed. */
export function newLocation({ id, ...input }: LocationFormValues): NewLocation {
  return id ? { ...input, id } : input;
}
