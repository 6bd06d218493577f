import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { acceptAttribute } from '@marquee/contracts/files';
import { profileFileLimits, type SupplierOwnProfile } from '@marquee/contracts/supplier-profile';
import type { NewImage } from './profile-files';

/** 'Examples of our work': the stored showcase images still kept, the picked ones, and Add images (up to 10). */
export function ProfileShowcaseImages({
  stored,
  picked,
  count,
  error,
  onAdd,
  onRemoveStored,
  onRemovePicked,
}: {
  stored: readonly SupplierOwnProfile['images'][number][];
  picked: readonly NewImage[];
  count: number;
  error: string | undefined;
  onAdd: (files: File[]) => void;
  onRemoveStored: (id: number) => void;
  onRemovePicked: (key: string) => void;
}) {
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} fz="lg">
          Examples of our work
        </Title>
        <Text size="sm" c="gray.7">
          {count} of {profileFileLimits.showcaseImagesMax}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {stored.map((img) => (
          <Thumb key={img.id} url={img.url} label="Remove image" onRemove={() => onRemoveStored(img.id)} />
        ))}
        {picked.map((img) => (
          <Thumb
            key={img.key}
            url={img.url}
            label={`Remove ${img.file.name}`}
            onRemove={() => onRemovePicked(img.key)}
          />
        ))}
      </SimpleGrid>
      <FileButton onChange={onAdd} accept={acceptAttribute('image')} multiple>
        {(props) => (
          <Button
            {...props}
            variant="light"
            w="fit-content"
            disabled={count >= profileFileLimits.showcaseImagesMax}
            leftSection={<IconUpload size={16} aria-hidden="true" />}
          >
            Add images
          </Button>
        )}
      </FileButton>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function Thumb({ url, label, onRemove }: { url: string; label: string; onRemove: () => void }) {
  return (
    <Paper pos="relative" radius="md" style={{ overflow: 'hidden', aspectRatio: '4 / 3' }} bg="gray.1">
      {url && <Image src={url} alt="" h="100%" w="100%" fit="cover" />}
      <ActionIcon
        pos="absolute"
        top={6}
        right={6}
        color="dark"
        variant="filled"
        aria-label={label}
        onClick={onRemove}
      >
        <IconTrash size={16} aria-hidden="true" />
      </ActionIcon>
    </Paper>
  );
}
