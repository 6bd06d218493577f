import { useState } from 'react';
import {
  Button,
  Grid,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { RADIUS_OPTIONS } from '@marquee/contracts/enums';
import { DayRangeField } from '../../../components/form/day-range-field';
import { LocationField, type LocationInput } from '../../../components/form/location-field';
import { radiusLabel } from '../../../components/form/services-step';
import { hasFilters } from '../../../lib/list-params';
import { useListParams, useTypedParam } from '../../../lib/use-list-params';
import { acceptedList, dayRanges, readPlans, readRange, type CountBound } from '../lib/accepted-list';

type PlanOption = { id: number; name: string };

/** The search box: name, company, e-mail or id, applied from 3 characters (spec 5), 250 ms after the last key. */
function SearchFilter() {
  const [value, setValue] = useTypedParam(acceptedList, 'filter');
  return (
    <TextInput
      label="Search"
      description="Name, company, e-mail or id (3 characters or more)"
      placeholder="e.g. Canvas"
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
    />
  );
}

/**
 * A 'd/m/yyyy - d/m/yyyy' range of days (spec 5): shown as chosen, written to the URL (and so applied) only once
 * both ends exist; clearing it removes it.
 */
function DayRangeFilter({ label, names }: { label: string; names: readonly [string, string] }) {
  const { params, update } = useListParams(acceptedList);
  return (
    <DayRangeField
      label={label}
      value={readRange(params, names)}
      onApply={([from, to]) => update({ [names[0]]: from, [names[1]]: to })}
    />
  );
}

/** A whole-number bound of a min/max pair; an empty one is sent as 0 when the other is set (spec 5). */
function CountInput({ name, label }: { name: CountBound; label: string }) {
  const [value, setValue] = useTypedParam(acceptedList, name);
  return (
    <TextInput
      aria-label={label}
      placeholder={name.endsWith('min') ? 'Min' : 'Max'}
      inputMode="numeric"
      value={value}
      error={value !== '' && !/^\d{1,9}$/.test(value.trim()) ? 'Whole number' : undefined}
      onChange={(e) => setValue(e.currentTarget.value)}
      style={{ flex: 1 }}
    />
  );
}

function CountRange({ label, min, max }: { label: string; min: CountBound; max: CountBound }) {
  return (
    <Stack gap={4} role="group" aria-label={label}>
      <Text size="sm" fw={500} component="span">
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <CountInput name={min} label={`${label}, at least`} />
        <CountInput name={max} label={`${label}, at most`} />
      </Group>
    </Stack>
  );
}

/** The place whose suppliers reach it, applied once picked from the list, with the radius around it. */
function PlaceFilter() {
  const { params, update } = useListParams(acceptedList);
  const [value, setValue] = useState<LocationInput>(() => ({
    text: params.get('location') ?? '',
    place: null,
  }));
  return (
    // The place gets the wider share: a town's name is longer than a radius (issue 22: cramped at 1440).
    <Grid gap="xs">
      <Grid.Col span={{ base: 12, xs: 7 }}>
        <LocationField
          label="Location"
          size="sm"
          placeholder="Town or city"
          value={value}
          onChange={setValue}
          onPlacePicked={(place) => update({ location: place.label })}
          onCleared={() => update({ location: null, radius: null })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 5 }}>
        <Select
          label="Within"
          placeholder="Exact place"
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the radius' }}
          data={RADIUS_OPTIONS.map((miles) => ({ value: String(miles), label: radiusLabel(miles) }))}
          value={params.get('radius')}
          onChange={(radius) => update({ radius })}
          comboboxProps={{ withinPortal: true }}
        />
      </Grid.Col>
    </Grid>
  );
}

/**
 * The Accepted list's filters (spec 7.7, 5 'Admin lists'), each written to the URL as it applies. 'Clear filters'
 * empties the URL's filters and remounts these fields (`onCleared` changes their key).
 */
export function SupplierListFilters({
  plans,
  onCleared,
}: {
  plans: PlanOption[] | undefined;
  onCleared: () => void;
}) {
  const { params, update } = useListParams(acceptedList);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Filters">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
          <SearchFilter />
          <MultiSelect
            label="Plans"
            placeholder={readPlans(params).length ? undefined : 'Any plan'}
            data={(plans ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            value={readPlans(params)}
            onChange={(ids) => update({ subscription_plan: ids })}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the plans' }}
            comboboxProps={{ withinPortal: true }}
          />
          <DayRangeFilter label="Registration date" names={dayRanges.registered} />
          <PlaceFilter />
          <DayRangeFilter label="Payment requested on" names={dayRanges.paymentRequested} />
          <SimpleGrid cols={2} spacing="xs">
            <CountRange label="RFQs received" min="rfq_received_min" max="rfq_received_max" />
            <CountRange label="RFQs responded" min="rfq_responded_min" max="rfq_responded_max" />
          </SimpleGrid>
        </SimpleGrid>
        {hasFilters(params) && (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="navy"
              leftSection={<IconFilterOff size={16} aria-hidden="true" />}
              onClick={() => {
                const keep: Record<string, null> = {};
                for (const name of params.keys())
                  if (name !== 'sort_field' && name !== 'sort_order') keep[name] = null;
                update(keep);
                onCleared();
              }}
            >
              Clear filters
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
