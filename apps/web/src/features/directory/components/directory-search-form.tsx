import { useState, type FormEvent } from 'react';
import { Box, Button, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconBuildingStore, IconSearch } from '@tabler/icons-react';
import type { DirectorySearch, PlaceFilter, ServicePick } from '../lib/search-params';
import {
  LocationField,
  locationInputOf,
  noSuchPlaceText,
  placeNotFoundText,
  resolvePlace,
  type LocationInput,
} from '../../../components/form/location-field';
import { resolveService, ServiceField, type ServiceInput } from '../../../components/form/service-field';
import classes from './directory.module.css';

export type SearchField = 'name' | 'service' | 'location';

/** What a submitted search asks for, with the service and place already resolved. */
export type SubmittedSearch = Omit<DirectorySearch, 'page'>;

export interface DirectorySearchFormProps {
  fields: SearchField[];
  initial?: Partial<SubmittedSearch>;
  onSearch: (search: SubmittedSearch) => void;
  submitLabel?: string;
  /** Apply a picked place at once (a list with only a location filter). */
  applyOnPlacePick?: boolean;
  /** The form's accessible name. */
  label: string;
  size?: 'sm' | 'md' | 'lg';
}

const serviceInputOf = (service: ServicePick | null | undefined, term = ''): ServiceInput =>
  service
    ? { text: service.label, option: { value: service.id, label: service.label } }
    : { text: term, option: null };

/**
 * The directory's search form: supplier name, service (picker) and location (places), any subset of them.
 * On submit, typed text that was not picked from a list is resolved: a service by its name or best match,
 * a place by its first suggestion; a service term that matches nothing is passed on as `serviceTerm`.
 */
export function DirectorySearchForm({
  fields,
  initial = {},
  onSearch,
  submitLabel = 'Search',
  applyOnPlacePick = false,
  label,
  size = 'md',
}: DirectorySearchFormProps) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(initial.name ?? '');
  const [service, setService] = useState<ServiceInput>(serviceInputOf(initial.service, initial.serviceTerm));
  const [location, setLocation] = useState<LocationInput>(locationInputOf(initial.place ?? null));
  const [locationError, setLocationError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const has = (field: SearchField) => fields.includes(field);

  const submit = async (event?: FormEvent, picked?: PlaceFilter) => {
    event?.preventDefault();
    setLocationError(null);
    setBusy(true);
    try {
      const place = picked ?? (has('location') ? await resolvePlace(queryClient, location) : null);
      if (place === 'none' || place === 'unlocated') {
        setLocationError(place === 'none' ? noSuchPlaceText : placeNotFoundText(location.text.trim()));
        return;
      }
      if (place) setLocation({ text: place.label, place });
      let pick: ServicePick | null = null;
      let serviceTerm = '';
      if (has('service') && service.text.trim()) {
        let option: Awaited<ReturnType<typeof resolveService>> = null;
        try {
          option = await resolveService(queryClient, service);
        } catch {
          option = null;
        }
        if (option) {
          pick = { id: option.value, label: option.label };
          setService({ text: option.label, option });
        } else serviceTerm = service.text.trim();
      }
      onSearch({ name: has('name') ? name.trim() : '', service: pick, serviceTerm, place });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={submit}
      noValidate
      className={classes.searchForm}
      style={{ '--fields': fields.length }}
    >
      {has('name') && (
        <TextInput
          label="Supplier name"
          placeholder="e.g. Northern Banners"
          name="name"
          size={size}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          leftSection={<IconBuildingStore size={18} aria-hidden="true" />}
          className={classes.searchField}
        />
      )}
      {has('service') && (
        <Box className={classes.searchField}>
          <ServiceField value={service} onChange={setService} size={size} />
        </Box>
      )}
      {has('location') && (
        <Box className={classes.searchField}>
          <LocationField
            value={location}
            size={size}
            error={locationError}
            onChange={(next) => {
              setLocationError(null);
              setLocation(next);
            }}
            onPlacePicked={applyOnPlacePick ? (place) => void submit(undefined, place) : undefined}
            onCleared={
              applyOnPlacePick && initial.place
                ? () => onSearch({ name: '', service: null, serviceTerm: '', place: null })
                : undefined
            }
          />
        </Box>
      )}
      <Button
        type="submit"
        size={size}
        color="coral.8"
        loading={busy}
        leftSection={<IconSearch size={18} aria-hidden="true" />}
        className={classes.searchButton}
      >
        {submitLabel}
      </Button>
    </Box>
  );
}
