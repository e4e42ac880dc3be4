import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PromptTemplate } from '../../../../contract/agency-console/ai';
import { QueryStatus } from '../../../ui/QueryStatus';
import { groupedByKind, OPTION_KIND_LABELS } from './option-kinds';
import { promptTemplatesQuery } from './queries';
import { TemplateEditorModal } from './TemplateEditorModal';
import { TemplateKindTable } from './TemplateKindTable';

/** The prompt behind each platform, tone, language and image style, which the agency may rewrite. */
export function TemplatesSection({ agencyId }: { agencyId: string }) {
  const templates = useQuery(promptTemplatesQuery(agencyId));
  const [editing, setEditing] = useState<PromptTemplate | null>(null);
  return (
    <Paper component="section" p="lg" withBorder aria-labelledby="prompt-templates-title">
      <Stack>
        <div>
          <Title order={3} id="prompt-templates-title">
            Prompt templates
          </Title>
          <Text size="sm" c="dimmed">
            What the AI is asked for each option. Your own version replaces the standard one for every
            location of your agency.
          </Text>
        </div>
        {!templates.data ? (
          <QueryStatus query={templates} what="the prompt templates" />
        ) : (
          groupedByKind(templates.data.templates).map(({ kind, items }) => (
            <Stack key={kind} gap="xs">
              <Title order={4} id={`templates-${kind}`}>
                {OPTION_KIND_LABELS[kind]}
              </Title>
              <TemplateKindTable labelledBy={`templates-${kind}`} templates={items} onEdit={setEditing} />
            </Stack>
          ))
        )}
      </Stack>
      <TemplateEditorModal
        agencyId={agencyId}
        option={editing}
        placeholders={templates.data?.placeholders ?? []}
        onClose={() => setEditing(null)}
      />
    </Paper>
  );
}
