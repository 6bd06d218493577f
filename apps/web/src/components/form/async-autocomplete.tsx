import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { CloseButton, Loader, TextInput } from '@mantine/core';

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

type ComboboxField = ComponentType<AsyncAutocompleteProps & { id: string; focusOnMount: boolean }>;

let loaded: ComboboxField | undefined;
/**
 * Loads the suggestions list (Mantine's Combobox with Floating UI, about 35 KB compressed). It is not part
 * of a directory page's first load: the page renders with the plain field and starts this at once
 * (docs/decisions/0029). Tests call it first, so their fields start complete.
 */
export const loadAutocomplete = () =>
  import('./async-autocomplete-combobox').then((m) => (loaded = m.AsyncAutocompleteCombobox));

/**
 * A text field with server-side suggestions: it shows what the server answered for the typed text (no
 * filtering here), 'No options' when nothing matched (spec 8), and a loader while a request is on its way.
 * Enter with no highlighted option submits the surrounding form.
 *
 * Until the suggestions list has loaded, the same field is shown without it (same label, value, sections
 * and size, so nothing moves); what is typed meanwhile is kept, and the focus moves to the full field.
 */
export function AsyncAutocomplete(props: AsyncAutocompleteProps) {
  const id = useId();
  const [Full, setFull] = useState<ComboboxField | undefined>(() => loaded);
  const focused = useRef(false);
  useEffect(() => {
    if (Full) return;
    let live = true;
    void loadAutocomplete().then((component) => {
      if (live) setFull(() => component);
    });
    return () => {
      live = false;
    };
  }, [Full]);

  if (Full) return <Full {...props} id={id} focusOnMount={focused.current} />;
  const { label, placeholder, value, onChange, loading, onClear, error, description, leftSection } = props;
  return (
    <TextInput
      id={id}
      name={props.name}
      label={label}
      placeholder={placeholder}
      description={description}
      value={value}
      size={props.size ?? 'md'}
      error={error}
      leftSection={leftSection}
      autoComplete="off"
      onChange={(event) => onChange(event.currentTarget.value)}
      onFocus={() => (focused.current = true)}
      onBlur={() => (focused.current = false)}
      rightSection={
        loading ? (
          <Loader size={16} color="navy" role="status" aria-label="Loading suggestions" />
        ) : value && onClear ? (
          <CloseButton
            size="sm"
            aria-label={`Clear ${label.toLowerCase()}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={onClear}
          />
        ) : null
      }
      rightSectionPointerEvents={loading ? 'none' : 'all'}
    />
  );
}
