import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { IconMapPin } from '@tabler/icons-react';
import { limits } from '@marquee/contracts/limits';
import { geocodeQueryOptions } from '../../lib/api/geocode-place';
import {
  isPlaceInput,
  placePredictionsQueryOptions,
  usePlacePredictions,
} from '../../lib/api/get-place-predictions';
import { AsyncAutocomplete } from './async-autocomplete';

/** A place picked with its coordinates (the directory's URL filter, a request's place, a supplier's location). */
export interface PlaceFilter {
  /** The place as the visitor chose it: 'Manchester, England'. */
  label: string;
  latitude: number;
  longitude: number;
}

/** The location field's state: what is typed, and the place (with coordinates) picked for it. */
export interface LocationInput {
  text: string;
  place: PlaceFilter | null;
}

export const emptyLocationInput: LocationInput = { text: '', place: null };

export const locationInputOf = (place: PlaceFilter | null): LocationInput =>
  place ? { text: place.label, place } : emptyLocationInput;

export const placeNotFoundText = (label: string) =>
  `We couldn't find ${label} on the map just now. Please choose it again or try a nearby town.`;
export const noSuchPlaceText = 'Choose a UK town or city from the list.';

/** The coordinates of a predicted place, or null when the provider has none (spec 7.2). */
async function geocode(queryClient: QueryClient, id: string, label: string): Promise<PlaceFilter | null> {
  try {
    const { lat, lng } = await queryClient.fetchQuery(geocodeQueryOptions(id));
    return lat === null || lng === null ? null : { label, latitude: lat, longitude: lng };
  } catch {
    return null;
  }
}

/**
 * A UK place field: suggestions from places/autocomplete 250 ms after the last key (spec 9), an empty list
 * when that fails (spec 8); picking one geocodes it, so the list can be filtered by distance.
 */
export function LocationField({
  value,
  onChange,
  onPlacePicked,
  onCleared,
  error,
  label = 'Location',
  placeholder = 'Town or city, e.g. Manchester',
  size,
}: {
  value: LocationInput;
  onChange: (value: LocationInput) => void;
  /** Called once a picked place has its coordinates (e.g. to apply the filter at once). */
  onPlacePicked?: (place: PlaceFilter) => void;
  /** Called when the clear button empties the field. */
  onCleared?: () => void;
  error?: string | null;
  label?: string;
  placeholder?: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const queryClient = useQueryClient();
  const text = value.text.trim();
  const [debounced] = useDebouncedValue(text, limits.searchInputDelayMs);
  const query = usePlacePredictions(debounced);
  const [locating, setLocating] = useState(false);
  const [pickError, setPickError] = useState<string | null>(null);
  const current = debounced === text;
  const settled = current && ((query.isSuccess && !query.isPlaceholderData) || query.isError);
  const predictions = query.isError || !isPlaceInput(debounced) ? [] : (query.data ?? []);

  return (
    <AsyncAutocomplete
      label={label}
      placeholder={placeholder}
      size={size}
      name="location"
      minChars={2}
      leftSection={<IconMapPin size={18} aria-hidden="true" />}
      value={value.text}
      error={pickError ?? error}
      onChange={(next) => {
        setPickError(null);
        onChange({ text: next, place: null });
      }}
      onClear={() => {
        setPickError(null);
        onChange(emptyLocationInput);
        onCleared?.();
      }}
      options={predictions.map((p) => ({ value: p.id, label: p.label }))}
      loading={locating || (isPlaceInput(text) && (!current || query.isFetching))}
      settled={settled}
      onOptionSubmit={async (picked) => {
        onChange({ text: picked.label, place: null });
        setLocating(true);
        const place = await geocode(queryClient, picked.value, picked.label);
        setLocating(false);
        if (!place) {
          setPickError(placeNotFoundText(picked.label));
          return;
        }
        onChange({ text: picked.label, place });
        onPlacePicked?.(place);
      }}
    />
  );
}

/**
 * The place a submitted location text stands for: the place picked, else the first suggestion for the text,
 * geocoded. 'none' when nothing matches, 'unlocated' when the place has no coordinates right now.
 */
export async function resolvePlace(
  queryClient: QueryClient,
  input: LocationInput,
): Promise<PlaceFilter | null | 'none' | 'unlocated'> {
  const text = input.text.trim();
  if (!text) return null;
  if (input.place && input.place.label === input.text) return input.place;
  if (!isPlaceInput(text)) return 'none';
  let first: { id: string; label: string } | undefined;
  try {
    first = (await queryClient.fetchQuery(placePredictionsQueryOptions(text))).predictions[0];
  } catch {
    first = undefined;
  }
  if (!first) return 'none';
  return (await geocode(queryClient, first.id, first.label)) ?? 'unlocated';
}
