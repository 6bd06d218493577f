import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import {
  supplierImportTexts as texts,
  type SupplierImportResponse,
} from '@marquee/contracts/supplier-import';

/**
 * What an import did (spec 8 'Supplier import': counts of imported and errored rows with each error's message):
 * the counts, then every refused row with its number (1 is the row under the header), its e-mail and why.
 */
export function SupplierImportResult({ file, answer }: { file: string; answer: SupplierImportResponse }) {
  const { imported, errors } = answer;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="supplier-import-result">
      <Stack gap="sm">
        <Title order={3} size="h4" id="supplier-import-result" style={{ overflowWrap: 'anywhere' }}>
          {file}
        </Title>
        <Group gap="sm">
          <Badge
            color="teal.9"
            size="lg"
            variant="outline"
            tt="none"
            leftSection={<IconCircleCheck size={16} aria-hidden="true" />}
          >
            {texts.importedCount(imported.length)}
          </Badge>
          <Badge
            color={errors.length > 0 ? 'red.9' : 'gray.7'}
            size="lg"
            variant="outline"
            tt="none"
            leftSection={<IconAlertTriangle size={16} aria-hidden="true" />}
          >
            {texts.errorCount(errors.length)}
          </Badge>
        </Group>
        {errors.length > 0 && (
          // Scrolls on its own when long: a keyboard can scroll it too (tabIndex), as axe asks.
          <Box
            component="ul"
            aria-label={texts.errorCount(errors.length)}
            tabIndex={0}
            mah={420}
            m={0}
            p={0}
            style={{ overflowY: 'auto', listStyle: 'none' }}
          >
            {errors.map((e) => (
              <Box
                component="li"
                key={e.row}
                py={8}
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)', overflowWrap: 'anywhere' }}
              >
                <Text size="sm" fw={600} span>
                  {texts.rowLabel(e.row)}
                </Text>
                {e.email && (
                  <Text size="sm" c="dimmed" span>
                    {' · '}
                    {e.email}
                  </Text>
                )}
                <Text size="sm" c="red.9">
                  {e.message}
                </Text>
              </Box>
            ))}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
