import { Avatar, Box, Button, FileButton, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { acceptAttribute } from '@marquee/contracts/files';
import type { ProfileErrors } from './profile-files';

/** The profile form's logo and cover image (the cover is required): what is shown now, and buttons to pick new ones. */
export function ProfileLogoCover({
  coverUrl,
  photoUrl,
  errors,
  onPickPhoto,
  onPickCover,
}: {
  coverUrl: string | null | undefined;
  photoUrl: string | null | undefined;
  errors: ProfileErrors;
  onPickPhoto: (file: File | null) => void;
  onPickCover: (file: File | null) => void;
}) {
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        Logo and cover image
      </Title>
      <Box
        pos="relative"
        h={{ base: 140, sm: 200 }}
        bg="gray.1"
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
          border: errors.cover ? '1px solid var(--mantine-color-red-8)' : undefined,
        }}
      >
        {coverUrl ? (
          <Image src={coverUrl} alt="Cover image" h="100%" w="100%" fit="cover" />
        ) : (
          <Group h="100%" justify="center" c="gray.7">
            <IconPhoto aria-hidden="true" />
            <Text size="sm">No cover image yet</Text>
          </Group>
        )}
      </Box>
      <Group gap="md" align="center">
        <Avatar src={photoUrl} size={72} radius="md" alt="Logo">
          <IconPhoto aria-hidden="true" />
        </Avatar>
        <FileButton onChange={onPickPhoto} accept={acceptAttribute('image')}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden="true" />}>
              {photoUrl ? 'Change logo' : 'Upload logo'}
            </Button>
          )}
        </FileButton>
        <FileButton onChange={onPickCover} accept={acceptAttribute('image')}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden="true" />}>
              {coverUrl ? 'Change cover image' : 'Upload cover image *'}
            </Button>
          )}
        </FileButton>
      </Group>
      {(errors.cover || errors.photo) && (
        <Text size="sm" c="red.8" role="alert">
          {errors.cover ?? errors.photo}
        </Text>
      )}
      <Text size="xs" c="gray.7">
        JPEG, PNG or BMP, each under 10 MB.
      </Text>
    </Stack>
  );
}
