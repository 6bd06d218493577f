import { Stack, Textarea } from '@mantine/core';
import type { ProfileErrors, TextName } from './profile-files';

const fields: { name: TextName; label: string; description: string; required?: boolean }[] = [
  {
    name: 'summary',
    label: 'Summary',
    description: 'What you do, for whom, and what makes you different',
    required: true,
  },
  {
    name: 'response_template',
    label: 'Response template',
    description: 'A starting text for your replies to organisers’ requests',
    required: true,
  },
  {
    name: 'sustainability_policy',
    label: 'Sustainability policy',
    description: 'Your sustainability credentials (optional)',
  },
  { name: 'past_events', label: 'Past events', description: 'Recent events you have supplied (optional)' },
];

/** The profile form's four texts: summary and response template (required), sustainability policy, past events. */
export function ProfileTexts({
  texts,
  errors,
  onChange,
}: {
  texts: Record<TextName, string>;
  errors: ProfileErrors;
  onChange: (name: TextName, value: string) => void;
}) {
  return (
    <Stack gap="md">
      {fields.map(({ name, label, description, required = false }) => (
        <Textarea
          key={name}
          label={label}
          description={description}
          withAsterisk={required}
          // Not autosize: its font-loading listener is missing in jsdom, and a resizable box serves as well.
          rows={4}
          resize="vertical"
          value={texts[name]}
          error={errors[name]}
          onChange={(e) => onChange(name, e.currentTarget.value)}
        />
      ))}
    </Stack>
  );
}
