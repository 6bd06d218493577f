import { useId, type ReactNode } from 'react';
import { CloseButton, Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { errors as texts } from '@marquee/contracts/messages';

export interface AutocompleteOption {
  value: string;
  label: string;
  description?: string | null;
}

export interface AsyncAutocompleteProps {
  label: string;
  placeholder?: string;
  /** What the field shows (typed text, or the label of the picked option). */
  value: string;
  onChange: (text: string) => void;
  /** Options for the current text, as the server answered them (not filtered here). */
  options: AutocompleteOption[];
  /** A request for the current text is on its way. */
  loading: boolean;
  /** The answer for the current text has arrived, so an empty list means nothing matched. */
  settled: boolean;
  /** Fewer characters than this do not search (no dropdown, no 'No options'). */
  minChars?: number;
  onOptionSubmit: (option: AutocompleteOption) => void;
  /** Clears the text and whatever was picked. */
  onClear?: () => void;
  error?: ReactNode;
  description?: ReactNode;
  leftSection?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  name?: string;
}

/**
 * A text field with server-side suggestions (Mantine Combobox): it shows what the server answered for the
 * typed text (no filtering here), 'No options' when nothing matched (spec 8), and a loader while a request
 * is on its way. Enter with no highlighted option submits the surrounding form.
 */
export function AsyncAutocomplete({
  label,
  placeholder,
  value,
  onChange,
  options,
  loading,
  settled,
  minChars = 1,
  onOptionSubmit,
  onClear,
  error,
  description,
  leftSection,
  size = 'md',
  name,
}: AsyncAutocompleteProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const id = useId();
  const searchable = value.trim().length >= minChars;
  const empty = searchable && settled && !loading && options.length === 0;
  const hasDropdown = searchable && (options.length > 0 || empty);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(picked) => {
        const option = options.find((o) => o.value === picked);
        if (option) onOptionSubmit(option);
        combobox.closeDropdown();
      }}
      withinPortal
      zIndex={300}
      shadow="md"
      radius="md"
    >
      <Combobox.Target>
        <TextInput
          id={id}
          name={name}
          label={label}
          placeholder={placeholder}
          description={description}
          value={value}
          size={size}
          error={error}
          leftSection={leftSection}
          autoComplete="off"
          onChange={(event) => {
            onChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={
            loading ? (
              <Loader size={16} color="navy" aria-label="Loading suggestions" />
            ) : value && onClear ? (
              <CloseButton
                size="sm"
                aria-label={`Clear ${label.toLowerCase()}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  onClear();
                  combobox.closeDropdown();
                }}
              />
            ) : null
          }
          rightSectionPointerEvents={loading ? 'none' : 'all'}
        />
      </Combobox.Target>

      <Combobox.Dropdown hidden={!hasDropdown}>
        <Combobox.Options aria-label={label}>
          {options.map((option) => (
            <Combobox.Option value={option.value} key={option.value}>
              <Text size="sm" fw={500} c="navy.9">
                {option.label}
              </Text>
              {option.description && (
                <Text size="xs" c="gray.7" lineClamp={1}>
                  {option.description}
                </Text>
              )}
            </Combobox.Option>
          ))}
          {empty && <Combobox.Empty>{texts.noOptions}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
