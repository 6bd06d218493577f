import { useEffect, useId, useState } from 'react';
import { Avatar, Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { acceptAttribute, fileLimits, fileTexts } from '@marquee/contracts/files';

/** The address of a picked file while it is shown, released when another is picked or the form closes. */
function usePreview(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * One image of a content form (a partner's logo, a testimonial's avatar): what is shown now or the picked file's
 * preview, a button to pick one (jpeg, png, bmp; over 10 MB is refused here, before sending), and its error.
 */
export function ImagePicker({
  label,
  currentUrl,
  file,
  onPick,
  error,
  onError,
  shape,
  required = false,
}: {
  label: string;
  currentUrl: string | null;
  file: File | null;
  onPick: (file: File | null) => void;
  error: string | undefined;
  onError: (message: string | undefined) => void;
  /** A wide logo, or a round avatar. */
  shape: 'logo' | 'avatar';
  required?: boolean;
}) {
  const preview = usePreview(file) ?? currentUrl;
  const errorId = useId();
  const pick = (picked: File | null) => {
    if (picked && picked.size > fileLimits.maxBytes) {
      onError(fileTexts.tooLarge);
      return;
    }
    onError(undefined);
    onPick(picked);
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} component="span">
        {label}
        {required && (
          <Text component="span" c="red.8" aria-hidden="true">
            {' '}
            *
          </Text>
        )}
      </Text>
      <Group gap="md" align="center" wrap="nowrap">
        {shape === 'avatar' ? (
          <Avatar src={preview} size={64} radius="xl" alt={preview ? `${label} preview` : undefined}>
            <IconPhoto aria-hidden="true" />
          </Avatar>
        ) : (
          <Box
            w={160}
            h={64}
            bg="gray.0"
            style={{
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 'var(--mantine-radius-md)',
              display: 'grid',
              placeItems: 'center',
              flex: 'none',
            }}
          >
            {preview ? (
              <Image src={preview} alt={`${label} preview`} h={52} w={148} fit="contain" />
            ) : (
              <IconPhoto aria-hidden="true" color="var(--mantine-color-gray-6)" />
            )}
          </Box>
        )}
        <FileButton onChange={pick} accept={acceptAttribute('image')}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden="true" />}
              aria-describedby={error ? errorId : undefined}
            >
              {preview ? `Change ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
            </Button>
          )}
        </FileButton>
      </Group>
      {error ? (
        <Text id={errorId} size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : (
        <Text size="xs" c="gray.7">
          JPEG, PNG or BMP, under 10 MB.
        </Text>
      )}
    </Stack>
  );
}
