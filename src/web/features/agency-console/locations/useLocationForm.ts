import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import type { ConsoleLocation } from '../../../../contract/agency-console/locations';
import { errorMessage, fieldErrorOf } from '../../../api/api-error';
import { zodResolver } from '../../../ui/zod-resolver';
import { consolePlansQuery } from '../plans/queries';
import {
  changedLocation,
  LOCATION_FIELDS,
  type LocationFormValues,
  locationFormSchema,
  locationFormValuesOf,
  newLocation,
} from './location-form';
import { useCreateLocation, useUpdateLocation } from './mutations';
import { browserTimeZone, zoneForCountry } from './time-zones';

/**
 * The form that creates a location, or edits `location` when one is given. A 400 about a field shows
 * under that field; any other refusal above the buttons.
 */
export function useLocationForm(
  agencyId: string,
  location: ConsoleLocation | null,
  onSaved: (saved: ConsoleLocation) => void,
) {
  const plans = useQuery(consolePlansQuery(agencyId));
  const create = useCreateLocation(agencyId);
  const update = useUpdateLocation(agencyId);
  const saving = location ? update : create;
  const form = useForm<LocationFormValues>({
    initialValues: locationFormValuesOf(location),
    validate: zodResolver(locationFormSchema),
  });
  const callbacks = {
    onSuccess: (saved: ConsoleLocation) => {
      // A new location is announced on the page with its id to copy: no toast says it again.
      if (location) notifications.show({ color: 'green', message: `${saved.businessName} was saved` });
      onSaved(saved);
    },
    onError: (error: unknown) => {
      const fieldError = fieldErrorOf(error, LOCATION_FIELDS);
      if (fieldError) form.setFieldError(fieldError.field, fieldError.message);
    },
  };
  const submit = form.onSubmit((values) => {
    if (location) update.mutate({ locationId: location.id, input: changedLocation(values) }, callbacks);
    else create.mutate(newLocation(values), callbacks);
  });
  /** A country of one time zone sets it; the zone already chosen stays where the country keeps it. */
  const chooseCountry = (country: string) => {
    form.setFieldValue('country', country);
    form.setFieldValue('timeZone', zoneForCountry(country, form.values.timeZone, browserTimeZone()));
  };
  const problem =
    saving.error && !fieldErrorOf(saving.error, LOCATION_FIELDS) ? errorMessage(saving.error) : null;
  return { form, submit, chooseCountry, pending: saving.isPending, problem, plans };
}
