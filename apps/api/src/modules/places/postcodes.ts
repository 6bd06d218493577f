import { isValid, parse, validOutcode } from 'postcode';
import type { PlacePrediction } from '@marquee/contracts/places';
import type { Gazetteer, GazetteerPlace } from './gazetteer';
import { POSTCODE_AREAS } from './postcode-areas';

/*
 * Postcodes typed into a location field (docs/decisions/0013-uk-places.md, "Postcodes"). There is no
 * offline data of postcode districts, so a postcode is answered with its postcode area ("M" of M14 5AB),
 * located at the town the area is named after, and the label says so.
 */

/** Ids of postcode area predictions: 'pa:' and the area's letters ('pa:M', 'pa:SW'). */
export const POSTCODE_AREA_ID = /^pa:([A-Z]{1,2})$/;

/** A postcode as typed, reduced to what Marquee can locate. */
export interface PostcodeInput {
  /** The outward code, normalised: 'M14', 'SW1A'. */
  outcode: string;
  /** Its area, one of POSTCODE_AREAS: 'M', 'SW'. */
  area: string;
}

/** An inward code being typed: its digit and at most one of its two letters ('M14 5', 'M14 5A'). */
const PARTIAL_INCODE = /^\d[A-Z]?$/;
const AREA_LETTERS = /^[A-Z]{1,2}/;

/**
 * The outward code and area of an input that is a UK postcode ('m14 5ab', 'M145AB'), an outward code
 * ('SW1A', 'eh3'), or an outward code followed by the start of an inward code ('M14 5'); null for
 * anything else, and for a well-formed code whose area is not in POSTCODE_AREAS ('QQ1', 'GY1 1AA').
 * The format checks are the `postcode` package's (ideal-postcodes: one or two letters, a digit, an
 * optional letter or digit, then a digit and two letters); the area table does the rest.
 */
export function parsePostcodeInput(input: string): PostcodeInput | null {
  const text = input.trim().replace(/\s+/g, ' ').toUpperCase();
  let outcode: string | null = null;
  if (isValid(text)) {
    outcode = parse(text).outcode;
  } else {
    const [outward = '', inward, ...rest] = text.split(' ');
    if (rest.length === 0 && validOutcode(outward) && (inward === undefined || PARTIAL_INCODE.test(inward))) {
      outcode = outward;
    }
  }
  const area = outcode && AREA_LETTERS.exec(outcode)?.[0];
  return outcode && area && Object.hasOwn(POSTCODE_AREAS, area) ? { outcode, area } : null;
}

export interface ResolvedPostcodeArea {
  /** 'M', 'SW'. */
  code: string;
  /** Royal Mail's name for the area: 'Manchester', 'London SW', 'Outer Hebrides'. */
  name: string;
  /** The gazetteer place whose coordinates stand for the area. */
  place: GazetteerPlace;
}

const resolved = new WeakMap<Gazetteer, ReadonlyMap<string, ResolvedPostcodeArea>>();

/**
 * The postcode areas whose place the gazetteer holds, by code, resolved once per gazetteer. An area
 * whose place is missing is left out (no prediction, a 404 for its id); postcodes.test.ts checks that
 * none is.
 */
export function postcodeAreas(gazetteer: Gazetteer): ReadonlyMap<string, ResolvedPostcodeArea> {
  let areas = resolved.get(gazetteer);
  if (!areas) {
    const found = new Map<string, ResolvedPostcodeArea>();
    for (const [code, [name, label]] of Object.entries(POSTCODE_AREAS)) {
      const place = gazetteer.findByLabel(label);
      if (place) found.set(code, { code, name, place });
    }
    resolved.set(gazetteer, (areas = found));
  }
  return areas;
}

/**
 * What a user sees for a postcode: 'M14 — Manchester postcode area'. Only the outward code is kept
 * (the inward code is not located), and the label names the area, never the district, as the place
 * the coordinates stand for.
 */
export function postcodeAreaLabel(outcode: string, area: ResolvedPostcodeArea): string {
  return `${outcode} — ${area.name} postcode area`;
}

/** The area prediction for an input that is a postcode, or null. */
export function postcodeAreaPrediction(gazetteer: Gazetteer, input: string): PlacePrediction | null {
  const parsed = parsePostcodeInput(input);
  const area = parsed && postcodeAreas(gazetteer).get(parsed.area);
  return parsed && area ? { id: `pa:${area.code}`, label: postcodeAreaLabel(parsed.outcode, area) } : null;
}

/** The place standing for a 'pa:' id, or undefined for an unknown area. */
export function postcodeAreaPlace(gazetteer: Gazetteer, placeId: string): GazetteerPlace | undefined {
  const code = POSTCODE_AREA_ID.exec(placeId)?.[1];
  return code ? postcodeAreas(gazetteer).get(code)?.place : undefined;
}
