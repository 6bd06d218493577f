import { useEffect, useRef } from 'react';
import { CloseButton, Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { errors as texts } from '@marquee/contracts/messages';
import type { AsyncAutocompleteProps } from './async-autocomplete';

/**
 * A text field with server-side suggestions (Mantine Combobox): it shows what the server answered for the
 * typed text (no filtering here), 'No options' when nothing matched (spec 8), and a loader while a request
 * is on its way. Enter with no highlighted option submits the surrounding form.
 */
export function AsyncAutocompleteCombobox({
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
  id,
  focusOnMount,
}: AsyncAutocompleteProps & {
  /** The shell's id, so the label and the field keep their association. */
  id: string;
  /** The plain field had the focus when this replaced it: take it, caret at the end. */
  focusOnMount: boolean;
}) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const field = input.current;
    if (!focusOnMount || !field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
    // Only the first mount hands over the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
          ref={input}
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
              <Loader size={16} color="navy" role="status" aria-label="Loading suggestions" />
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
          {/* A listbox must hold options (axe aria-required-children): the empty text is a disabled one. */}
          {empty && (
            <Combobox.Empty role="option" aria-disabled="true">
              {texts.noOptions}
            </Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
