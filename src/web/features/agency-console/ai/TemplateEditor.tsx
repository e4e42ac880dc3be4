import { Alert, Button, Code, Group, Stack, Text, Textarea } from '@mantine/core';
import type { PromptTemplate } from '../../../../contract/agency-console/ai';
import { PlaceholderList } from './PlaceholderList';
import { useTemplateEditor } from './useTemplateEditor';

interface Props {
  agencyId: string;
  option: PromptTemplate;
  placeholders: { name: string; meaning: string }[];
  onDone: () => void;
}

export function TemplateEditor({ agencyId, option, placeholders, onDone }: Props) {
  const editor = useTemplateEditor(agencyId, option, onDone);
  return (
    <form onSubmit={editor.submit} noValidate>
      <Stack>
        <Textarea
          ref={editor.textarea}
          label="Template"
          description="Placeholders in double braces are filled in for each post."
          autosize
          minRows={6}
          maxRows={16}
          data-autofocus
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...editor.form.getInputProps('template')}
        />
        <PlaceholderList placeholders={placeholders} onInsert={editor.insertPlaceholder} />
        {editor.previewed !== null && (
          <Stack gap={4} aria-live="polite">
            <Text size="sm" fw={500} id="template-preview-title">
              Preview for World Bread Day at a bakery
            </Text>
            <Code block aria-labelledby="template-preview-title" style={{ whiteSpace: 'pre-wrap' }}>
              {editor.previewed}
            </Code>
          </Stack>
        )}
        {editor.problem && (
          <Alert color="red" role="alert">
            {editor.problem}
          </Alert>
        )}
        <Group justify="space-between">
          {editor.customised ? (
            <Button variant="subtle" color="red" loading={editor.resetting} onClick={editor.resetToStandard}>
              Reset to standard
            </Button>
          ) : (
            <span />
          )}
          <Group>
            <Button variant="default" loading={editor.previewing} onClick={editor.showPreview}>
              Preview
            </Button>
            <Button type="submit" loading={editor.saving}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
