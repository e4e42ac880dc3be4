import { Group, NativeSelect, SegmentedControl } from '@mantine/core';
import {
  DASHBOARD_PERIOD_LABELS,
  DASHBOARD_PERIODS,
  DASHBOARD_SUBJECTS,
  type DashboardPeriod,
  type DashboardSubject,
} from '../../../contract/dashboard';

const isPeriod = (value: string): value is DashboardPeriod =>
  DASHBOARD_PERIODS.some((period) => period === value);
const isSubject = (value: string): value is DashboardSubject =>
  DASHBOARD_SUBJECTS.some((subject) => subject === value);

const PERIOD_OPTIONS = DASHBOARD_PERIODS.map((value) => ({ value, label: DASHBOARD_PERIOD_LABELS[value] }));

interface Props {
  /** Whether "Whole agency" is offered: to the agency's admins and the operator. */
  runsAgency: boolean;
  of: DashboardSubject;
  onOf: (of: DashboardSubject) => void;
  period: DashboardPeriod;
  onPeriod: (period: DashboardPeriod) => void;
}

/**
 * Whose figures and over which period. The four periods do not fit a phone's width side by side, so
 * there they are a select; the two subjects fit, and take the whole width.
 */
export function DashboardChoices({ runsAgency, of, onOf, period, onPeriod }: Props) {
  const choosePeriod = (value: string) => isPeriod(value) && onPeriod(value);
  return (
    <Group gap="sm" wrap="wrap" w={{ base: '100%', sm: 'auto' }}>
      {runsAgency && (
        <SegmentedControl
          fullWidth
          w={{ base: '100%', sm: 'auto' }}
          aria-label="Whose figures"
          value={of}
          onChange={(value) => isSubject(value) && onOf(value)}
          data={[
            { value: 'location', label: 'This business' },
            { value: 'agency', label: 'Whole agency' },
          ]}
        />
      )}
      <SegmentedControl
        visibleFrom="sm"
        aria-label="Period"
        value={period}
        onChange={choosePeriod}
        data={PERIOD_OPTIONS}
      />
      <NativeSelect
        hiddenFrom="sm"
        w="100%"
        aria-label="Period"
        value={period}
        onChange={(event) => choosePeriod(event.currentTarget.value)}
        data={PERIOD_OPTIONS}
      />
    </Group>
  );
}
