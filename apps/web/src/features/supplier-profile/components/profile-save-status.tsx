import type { Ref } from 'react';
import { Alert, Stack, Progress, Text } from '@mantine/core';

/** Under the profile form: the upload's progress while saving, then a failed save's text (spec 8). */
export function ProfileSaveStatus({
  progress,
  failure,
  submitLabel,
  ref,
}: {
  progress: number | null;
  failure: string | null;
  submitLabel: string;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} aria-live="polite">
      {progress !== null && (
        <Stack gap={4}>
          <Text size="sm">Uploading… {Math.round(progress * 100)}%</Text>
          <Progress value={progress * 100} aria-label="Upload progress" />
        </Stack>
      )}
      {failure && (
        <Alert color="red" title="Your profile was not saved" role="alert">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {failure}
          </Text>
          <Text size="sm" mt={4}>
            Everything you entered is still here: fix what is marked and press {submitLabel} again.
          </Text>
        </Alert>
      )}
    </div>
  );
}
