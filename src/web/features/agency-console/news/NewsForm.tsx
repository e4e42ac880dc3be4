import { Alert, Button, Group, Input, SegmentedControl, Stack, Switch, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import type { ConsoleNewsItem } from '../../../../contract/agency-console/news';
import { NEWS_STATUSES } from '../../../../contract/news';
import { EMPTY_NEWS_DOCUMENT, type NewsDocument } from '../../../../contract/news-document';
import { AudiencePicker } from './AudiencePicker';
import { STATUS_LABELS } from './labels';
import { PictureField } from './PictureField';
import { RichTextField } from './RichTextField';
import { useNewsForm } from './useNewsForm';

interface Props {
  agencyId: string;
  item: ConsoleNewsItem | null;
  onDone: () => void;
  /** Told whether the form holds changes not saved yet, whenever that changes. */
  onUnsaved: (unsaved: boolean) => void;
}

const STATUS_CHOICES = NEWS_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

export function NewsForm({ agencyId, item, onDone, onUnsaved }: Props) {
  const { form, picture, setPicture, submit, pending, problem } = useNewsForm(agencyId, item, onDone);
  const unsaved = form.isDirty() || picture.kind !== 'keep';
  useEffect(() => onUnsaved(unsaved), [unsaved, onUnsaved]);
  const initialDocument: NewsDocument = item?.description ?? EMPTY_NEWS_DOCUMENT;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
        <RichTextField
          initial={initialDocument}
          onChange={(document) => form.setFieldValue('description', document)}
          error={form.errors.description}
        />
        <PictureField current={item?.pictureUrl ?? null} change={picture} onChange={setPicture} />
        <AudiencePicker
          agencyId={agencyId}
          audience={form.values.audience}
          planIds={form.values.planIds}
          locationIds={form.values.locationIds}
          onAudience={(audience) => form.setFieldValue('audience', audience)}
          onPlans={(planIds) => form.setFieldValue('planIds', planIds)}
          onLocations={(locationIds) => form.setFieldValue('locationIds', locationIds)}
          errors={form.errors}
        />
        <Group justify="space-between" align="flex-end">
          <Input.Wrapper label="Status" description="Only published news reaches your clients.">
            <SegmentedControl
              display="flex"
              mt={4}
              aria-label="Status"
              data={STATUS_CHOICES}
              value={form.values.status}
              onChange={(status) =>
                form.setFieldValue('status', status === 'published' ? 'published' : 'draft')
              }
            />
          </Input.Wrapper>
          <Switch
            label="Pinned to the top"
            checked={form.values.pinned}
            onChange={(event) => form.setFieldValue('pinned', event.currentTarget.checked)}
          />
        </Group>
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
            {item ? 'Save' : 'Create'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
