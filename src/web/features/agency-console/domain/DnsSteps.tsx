import { Code, List, Stack, Table, Text, Title } from '@mantine/core';
import { recordTypeFor } from './record-type';

/** What to set at the agency's DNS provider so its domain reaches this service. */
export function DnsSteps({ domain, target }: { domain: string | null; target: string }) {
  const host = domain ?? 'app.youragency.com';
  const type = recordTypeFor(target);
  // "app" of app.youragency.com: the name some providers ask for, within the zone of the domain.
  const [firstLabel = host] = host.split('.');
  return (
    <Stack gap="xs">
      <Title order={4}>At your DNS provider</Title>
      <Text size="sm">Add this record to the zone of your domain:</Text>
      <Table withTableBorder aria-label="DNS record to add">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Type</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Points to</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>{type}</Table.Td>
            <Table.Td>
              <Code>{host}</Code>
            </Table.Td>
            <Table.Td>
              <Code>{target}</Code>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <List size="sm" spacing={4}>
        {type === 'CNAME' && (
          <List.Item>
            Use a subdomain such as app.youragency.com: most DNS providers do not allow a CNAME on the bare
            domain (youragency.com).
          </List.Item>
        )}
        <List.Item>
          Some providers ask only for the part before your domain as the name (<Code>{firstLabel}</Code>).
        </List.Item>
        <List.Item>
          The name must also be covered by this service's HTTPS certificate: ask its operator to add it.
        </List.Item>
        <List.Item>
          A DNS change can take up to 48 hours to reach everyone. Once it has, the sign-in page at your domain
          shows your logo and colours before anyone signs in.
        </List.Item>
      </List>
    </Stack>
  );
}
