import { Alert, Button, Checkbox, Group, NumberInput, Radio, Stack, TextInput } from '@mantine/core';
import type { AppName } from '../../../../contract/agency';
import type { ConsolePlan } from '../../../../contract/agency-console/plans';
import { APP_LABELS, PLAN_TYPE_LABELS, planTypeOf } from './labels';
import { usePlanForm } from './usePlanForm';

interface Props {
  agencyId: string;
  plan: ConsolePlan | null;
  onDone: () => void;
}

const APPS = Object.entries(APP_LABELS);
const TYPES = Object.entries(PLAN_TYPE_LABELS);
const isAppName = (app: string): app is AppName => app in APP_LABELS;

export function PlanForm({ agencyId, plan, onDone }: Props) {
  const { form, submit, pending, problem } = usePlanForm(agencyId, plan, onDone);
  // The agency's own plan is the one whose apps the paid plans open: its apps count whatever its type.
  const inheritsApps = form.values.type === 'paid' && !plan?.active;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        <Radio.Group
          label="Type"
          description="A free plan opens the apps chosen here; a paid plan opens the apps of your agency's plan."
          required
          value={form.values.type}
          onChange={(type) => form.setFieldValue('type', planTypeOf(type))}
          error={form.errors.type}
        >
          <Group mt="xs">
            {TYPES.map(([value, label]) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </Group>
        </Radio.Group>
        <Checkbox.Group
          label="Apps"
          description={
            inheritsApps ? "A paid plan opens the apps of your agency's plan: these are not used." : undefined
          }
          value={form.values.apps}
          onChange={(apps) => form.setFieldValue('apps', apps.filter(isAppName))}
          error={form.errors.apps}
        >
          <Group mt="xs">
            {APPS.map(([value, label]) => (
              <Checkbox key={value} value={value} label={label} disabled={inheritsApps} />
            ))}
          </Group>
        </Checkbox.Group>
        <NumberInput
          label="User limit"
          required
          min={1}
          max={10_000}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          value={form.values.userLimit}
          onChange={(value) => form.setFieldValue('userLimit', typeof value === 'number' ? value : '')}
          error={form.errors.userLimit}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {plan ? 'Save plan' : 'Create plan'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
