import { Alert, Button, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import type { AgencyOverview } from '../../../../contract/agency-console/brand';
import { LeaveGuard } from '../../../ui/LeaveGuard';
import { BRAND_COLOURS } from '../../../ui/theme/brand';
import { BrandPreview } from './BrandPreview';
import { ColourField } from './ColourField';
import { UnreadableColoursQuestion } from './UnreadableColoursQuestion';
import { useColoursForm } from './useColoursForm';

/** The nine colours every screen of the agency's clients is drawn in, with a preview as they change. */
export function ColoursCard({ overview }: { overview: AgencyOverview }) {
  const { form, submit, reset, pending, problem, warnings, confirmation } = useColoursForm(overview);
  return (
    <Paper component="section" p="lg" withBorder aria-labelledby="colours-title">
      <LeaveGuard unsaved={form.isDirty()} loss="The colours you changed have not been saved." />
      <form onSubmit={submit}>
        <Stack>
          <Title order={3} id="colours-title">
            Colours
          </Title>
          <Grid gutter="xl">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="sm">
                {BRAND_COLOURS.map((name) => (
                  <ColourField key={name} form={form} name={name} warning={warnings[name]} />
                ))}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <BrandPreview colours={form.values} logo={overview.customisation.logo} name={overview.name} />
            </Grid.Col>
          </Grid>
          {problem && !confirmation && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <UnreadableColoursQuestion
            unreadable={Object.keys(warnings).length}
            opened={confirmation !== null}
            pending={pending}
            problem={problem}
            onSaveAnyway={() => confirmation?.saveAnyway()}
            onKeepEditing={() => confirmation?.keepEditing()}
          />
          <Group>
            <Button type="submit" loading={pending}>
              Save
            </Button>
            <Button variant="default" onClick={reset} disabled={!form.isDirty() || pending}>
              Reset
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
