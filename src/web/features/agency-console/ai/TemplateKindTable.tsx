import { Badge, Table, Text } from '@mantine/core';
import type { PromptTemplate } from '../../../../contract/agency-console/ai';
import { RowAction } from '../../../ui/RowActions';

interface Props {
  /** The id of the heading that names the table. */
  labelledBy: string;
  templates: PromptTemplate[];
  onEdit: (template: PromptTemplate) => void;
}

/** The templates of one kind of option, each marked when the agency wrote its own. */
export function TemplateKindTable({ labelledBy, templates, onEdit }: Props) {
  if (templates.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No options of this kind.
      </Text>
    );
  }
  return (
    <Table aria-labelledby={labelledBy} verticalSpacing="xs" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Template</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {templates.map((template) => (
          <Table.Tr key={template.name}>
            <Table.Td>{template.name}</Table.Td>
            <Table.Td>
              {template.override !== null ? (
                <Badge size="sm" variant="light">
                  Customised
                </Badge>
              ) : (
                <Text size="sm" c="dimmed">
                  Standard
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <RowAction label={`Edit the ${template.name} template`} onClick={() => onEdit(template)}>
                Edit
              </RowAction>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
