import { Group, MultiSelect, Radio, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NEWS_AUDIENCES, type NewsAudience } from '../../../../contract/news';
import { consoleLocationsQuery } from '../locations/queries';
import { consolePlansQuery } from '../plans/queries';
import { AUDIENCE_LABELS, planLabel } from './labels';

interface Props {
  agencyId: string;
  audience: NewsAudience;
  planIds: string[];
  locationIds: string[];
  onAudience: (audience: NewsAudience) => void;
  onPlans: (planIds: string[]) => void;
  onLocations: (locationIds: string[]) => void;
  errors: { audience?: ReactNode; planIds?: ReactNode; locationIds?: ReactNode };
}

const audienceOf = (value: string): NewsAudience =>
  NEWS_AUDIENCES.find((audience) => audience === value) ?? 'all';

/** Who sees the item: every location, the locations on some plans, or some locations by name. */
export function AudiencePicker(props: Props) {
  const { agencyId, audience, errors } = props;
  const plans = useQuery(consolePlansQuery(agencyId));
  const locations = useQuery(consoleLocationsQuery(agencyId, { search: '', status: 'active' }));
  return (
    <Stack gap="xs">
      <Radio.Group
        label="Who sees it"
        value={audience}
        onChange={(value) => props.onAudience(audienceOf(value))}
        error={errors.audience}
      >
        <Group mt="xs">
          {NEWS_AUDIENCES.map((value) => (
            <Radio key={value} value={value} label={AUDIENCE_LABELS[value]} />
          ))}
        </Group>
      </Radio.Group>
      {audience === 'plans' && (
        <MultiSelect
          label="Plans"
          description="Locations on any of these plans see the item."
          placeholder={plans.isPending ? 'Loading plans…' : 'Choose plans'}
          data={(plans.data?.plans ?? []).map((plan) => ({ value: plan.id, label: planLabel(plan) }))}
          value={props.planIds}
          onChange={props.onPlans}
          searchable
          nothingFoundMessage="No plan has that name"
          error={errors.planIds ?? (plans.isError ? 'The plans could not be loaded.' : undefined)}
        />
      )}
      {audience === 'locations' && (
        <MultiSelect
          label="Locations"
          placeholder={locations.isPending ? 'Loading locations…' : 'Choose locations'}
          data={(locations.data?.locations ?? []).map((location) => ({
            value: location.id,
            label: location.businessName,
          }))}
          value={props.locationIds}
          onChange={props.onLocations}
          searchable
          nothingFoundMessage="No location has that name"
          error={errors.locationIds ?? (locations.isError ? 'The locations could not be loaded.' : undefined)}
        />
      )}
    </Stack>
  );
}
