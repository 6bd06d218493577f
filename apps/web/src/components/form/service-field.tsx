import { useDebouncedValue } from '@mantine/hooks';
import type { QueryClient } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import type { ServiceOption } from '@marquee/contracts/catalogue';
import { limits } from '@marquee/contracts/limits';
import { serviceOptionsQueryOptions, useServiceOptions } from '../../lib/api/search-services';
import { AsyncAutocomplete } from './async-autocomplete';

/** The service field's state: what is typed, and the option picked for it (null while typing). */
export interface ServiceInput {
  text: string;
  option: Pick<ServiceOption, 'value' | 'label'> | null;
}

export const emptyServiceInput: ServiceInput = { text: '', option: null };

/**
 * A service picker fed by GET services?search= (ranked), asked 250 ms after the last key (spec 9); 'No options'
 * when nothing matches (spec 8). Typing without picking is allowed: the search resolves the text on submit.
 */
export function ServiceField({
  value,
  onChange,
  label = 'Service',
  placeholder = 'e.g. marquee hire, DJ, caterer',
  size,
  error,
}: {
  value: ServiceInput;
  onChange: (value: ServiceInput) => void;
  label?: string;
  placeholder?: string;
  size?: 'sm' | 'md' | 'lg';
  error?: string | null;
}) {
  const text = value.text.trim();
  const [debounced] = useDebouncedValue(text, limits.searchInputDelayMs);
  const query = useServiceOptions(debounced);
  const current = debounced === text;
  const settled = current && ((query.isSuccess && !query.isPlaceholderData) || query.isError);
  const options = query.isError ? [] : (query.data ?? []);

  return (
    <AsyncAutocomplete
      label={label}
      placeholder={placeholder}
      size={size}
      name="service"
      error={error}
      leftSection={<IconSearch size={18} aria-hidden="true" />}
      value={value.text}
      onChange={(next) => onChange({ text: next, option: null })}
      onClear={() => onChange(emptyServiceInput)}
      options={options.map((o) => ({ value: String(o.value), label: o.label, description: o.description }))}
      loading={text.length > 0 && (!current || query.isFetching)}
      settled={settled}
      onOptionSubmit={(picked) => {
        const option = options.find((o) => String(o.value) === picked.value);
        if (option) onChange({ text: option.label, option: { value: option.value, label: option.label } });
      }}
    />
  );
}

/**
 * The service a submitted text stands for: the option picked, else the option whose name is the text, else
 * the best-ranked match; null when nothing matches (an unknown service, spec 4).
 */
export async function resolveService(
  queryClient: QueryClient,
  input: ServiceInput,
): Promise<Pick<ServiceOption, 'value' | 'label'> | null> {
  const text = input.text.trim();
  if (input.option && input.option.label === input.text) return input.option;
  if (!text) return null;
  const res = await queryClient.fetchQuery(serviceOptionsQueryOptions(text));
  const options = res.data;
  return options.find((o) => o.label.toLowerCase() === text.toLowerCase()) ?? options[0] ?? null;
}
