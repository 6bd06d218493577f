import {
  ActionIcon,
  Anchor,
  Button,
  FileButton,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFileText, IconTrash, IconUpload } from '@tabler/icons-react';
import { acceptAttribute } from '@marquee/contracts/files';
import {
  documentTypes,
  documentTypeValues,
  profileFileLimits,
  type DocumentType,
  type SupplierOwnProfile,
} from '@marquee/contracts/supplier-profile';
import { RequestDatePicker } from '../../../components/form/date-picker';
import type { DocumentEdit, NewDocument } from './profile-files';

const documentTypeOptions = documentTypeValues.map((value) => ({ value, label: documentTypes[value] }));

/**
 * 'Documents and certificates': the stored documents still kept and the picked ones, each with its type and
 * expiry date (what an administrator verifies), and Add documents (up to 10).
 */
export function ProfileDocuments({
  stored,
  picked,
  edits,
  count,
  error,
  onAdd,
  onEditStored,
  onRemoveStored,
  onEditPicked,
  onRemovePicked,
}: {
  stored: readonly SupplierOwnProfile['documents'][number][];
  picked: readonly NewDocument[];
  edits: Record<number, DocumentEdit>;
  count: number;
  error: string | undefined;
  onAdd: (files: File[]) => void;
  onEditStored: (id: number, value: DocumentEdit) => void;
  onRemoveStored: (id: number) => void;
  onEditPicked: (key: string, value: DocumentEdit) => void;
  onRemovePicked: (key: string) => void;
}) {
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} fz="lg">
          Documents and certificates
        </Title>
        <Text size="sm" c="gray.7">
          {count} of {profileFileLimits.documentsMax}
        </Text>
      </Group>
      <Text size="sm" c="gray.7">
        Give insurance certificates, licences and checks a type and expiry date: once our team has checked
        them, your profile shows them as verified.
      </Text>
      {stored.map((d) => (
        <DocumentRow
          key={d.id}
          name={d.name}
          href={d.url}
          value={edits[d.id] ?? { type: d.type, valid_to: d.valid_to ?? '' }}
          verified={d.verified_at !== null}
          onChange={(value) => onEditStored(d.id, value)}
          onRemove={() => onRemoveStored(d.id)}
        />
      ))}
      {picked.map((d) => (
        <DocumentRow
          key={d.key}
          name={d.file.name}
          value={d}
          verified={false}
          onChange={(value) => onEditPicked(d.key, value)}
          onRemove={() => onRemovePicked(d.key)}
        />
      ))}
      <FileButton onChange={onAdd} accept={acceptAttribute('document')} multiple>
        {(props) => (
          <Button
            {...props}
            variant="light"
            w="fit-content"
            disabled={count >= profileFileLimits.documentsMax}
            leftSection={<IconUpload size={16} aria-hidden="true" />}
          >
            Add documents
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="gray.7">
        PDF, DOC, DOCX, ODT, RTF or TXT, each under 10 MB.
      </Text>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function DocumentRow({
  name,
  href,
  value,
  verified,
  onChange,
  onRemove,
}: {
  name: string;
  href?: string;
  value: DocumentEdit;
  verified: boolean;
  onChange: (value: DocumentEdit) => void;
  onRemove: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="sm" wrap="nowrap" align="center">
        <IconFileText size={22} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Text size="sm" fw={600} style={{ flex: 1, overflowWrap: 'anywhere' }}>
          {href ? (
            <Anchor href={href} download c="navy.9" fw={600} fz="sm" underline="always">
              {name}
            </Anchor>
          ) : (
            name
          )}
          {verified && (
            <Text span size="xs" c="teal.9" ml={6}>
              Verified
            </Text>
          )}
        </Text>
        <ActionIcon variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={onRemove}>
          <IconTrash size={16} aria-hidden="true" />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
        <Select
          label={`Document type of ${name}`}
          styles={{ label: { fontSize: 12 } }}
          placeholder="Choose a type"
          data={documentTypeOptions}
          clearable
          value={value.type}
          onChange={(type) => onChange({ ...value, type: (type as DocumentType | null) ?? null })}
        />
        {/* The UK date picker of every other date (spec 9: dd/MM/yyyy), not the browser's own (mm/dd/yyyy). */}
        <RequestDatePicker
          label={`Expiry date of ${name}`}
          // The picker's own AA placeholder colour, with the small label of the type beside it.
          styles={{ label: { fontSize: 12 }, placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          placeholder="dd/mm/yyyy"
          clearable
          clearButtonProps={{ 'aria-label': `Clear the expiry date of ${name}` }}
          value={value.valid_to || null}
          onChange={(day) => onChange({ ...value, valid_to: day ?? '' })}
        />
      </SimpleGrid>
    </Paper>
  );
}
