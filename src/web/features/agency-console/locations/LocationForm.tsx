import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import type { ConsoleLocation } from '../../../../contract/agency-console/locations';
import { COUNTRY_OPTIONS, countryName } from './countries';
import { PlanSelect } from './PlanSelect';
import { timeZoneChoices, zonesOfCountry } from './time-zones';
import { useLocationForm } from './useLocationForm';

interface Props {
  agencyId: string;
  location: ConsoleLocation | null;
  onSaved: (saved: ConsoleLocation) => void;
  onCancel: () => void;
  /** Told whether the form holds changes not saved, so closing it by Escape can ask first. */
  onUnsaved: (unsaved: boolean) => void;
}

export function LocationForm({ agencyId, location, onSaved, onCancel, onUnsaved }: Props) {
  const { form, submit, chooseCountry, pending, problem, plans } = useLocationForm(
    agencyId,
    location,
    onSaved,
  );
  const unsaved = form.isDirty();
  useEffect(() => onUnsaved(unsaved), [unsaved, onUnsaved]);
  const severalZones = zonesOfCountry(form.values.country).length > 1;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Business name" required data-autofocus {...form.getInputProps('businessName')} />
        {location ? null : (
          <TextInput
            label="Location ID"
            description="Embedding in HighLevel? Paste the sub-account's Location ID, so its menu link opens this location. Leave empty for a new id."
            maxLength={20}
            {...form.getInputProps('id')}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Contact's first name" {...form.getInputProps('firstName')} />
          <TextInput label="Contact's email" type="email" {...form.getInputProps('email')} />
          <TextInput label="Phone" type="tel" {...form.getInputProps('phoneNumber')} />
          <TextInput label="Address" {...form.getInputProps('address')} />
          <Select
            label="Country"
            required
            searchable
            data={COUNTRY_OPTIONS}
            value={form.values.country || null}
            onChange={(country) => chooseCountry(country ?? '')}
            error={form.errors.country}
            nothingFoundMessage="No country by that name"
          />
          <Select
            label="Time zone"
            description={
              severalZones
                ? `${countryName(form.values.country)} has several: choose the business's, listed first`
                : undefined
            }
            required
            searchable
            limit={50}
            data={timeZoneChoices(form.values.timeZone, form.values.country)}
            value={form.values.timeZone || null}
            onChange={(zone) => form.setFieldValue('timeZone', zone ?? '')}
            error={form.errors.timeZone}
            nothingFoundMessage="No time zone by that name"
          />
        </SimpleGrid>
        <PlanSelect
          plans={plans}
          value={form.values.planId}
          onChange={(planId) => form.setFieldValue('planId', planId)}
          error={form.errors.planId}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {location ? 'Save location' : 'Create location'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
