import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiRoot } from '../../lib/paths';

/** The committed gazetteer, relative to apps/api; `scripts/build-gazetteer.ts` writes it. */
export const gazetteerFile = 'src/modules/places/data/uk-places.json';

export const GAZETTEER_FIELDS = ['id', 'name', 'label', 'lat', 'lng', 'population'] as const;
/** One place as stored: ['gn:2656173', 'Bath', 'Bath, England', 51.3751, -2.36172, 94782]. */
export type GazetteerRow = [
  id: string,
  name: string,
  label: string,
  lat: number,
  lng: number,
  population: number,
];

export interface GazetteerFile {
  source: string;
  licence: string;
  fields: string[];
  places: GazetteerRow[];
}

export interface GazetteerPlace {
  /** 'gn:' and the GeoNames id, stable across rebuilds. */
  id: string;
  name: string;
  /** What a user picks: 'Bath, England', or 'Newport, near Telford, England' when a name repeats. */
  label: string;
  lat: number;
  lng: number;
  population: number;
}

/** How a place matched a search, best first. */
const Match = { start: 0, word: 1 } as const;
type MatchRank = (typeof Match)[keyof typeof Match];

/**
 * An exact name counts as a place this many times bigger: "wick" puts Wick (7,000 people) before
 * Wickham (40,000), yet "newcastle" still puts Newcastle upon Tyne before the small Newcastle in County Down.
 */
const EXACT_NAME_WEIGHT = 10;

/**
 * The form names are compared in: lower case, accents and apostrophes dropped, any other punctuation
 * as one space ("King's Lynn" and "kings lynn" match, "Newcastle-under-Lyme" matches "newcastle under").
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** "St Albans" is also found as "saint albans", and the other way round. */
function aliases(nameKey: string): string[] {
  if (nameKey.startsWith('st ')) return [`saint ${nameKey.slice(3)}`];
  if (nameKey.startsWith('saint ')) return [`st ${nameKey.slice(6)}`];
  return [];
}

interface IndexEntry {
  key: string;
  place: GazetteerPlace;
  rank: MatchRank;
  /** The place's own name key, to tell an exact match from a prefix. */
  nameKey: string;
}

/**
 * UK towns and cities searched in memory. Every place is indexed under its name (and label, so
 * "bath, england" matches too) and under each later word of its name; the keys are sorted, so a
 * prefix search is a binary search followed by a short scan.
 */
export class Gazetteer {
  private readonly byId = new Map<string, GazetteerPlace>();
  private readonly byLabel = new Map<string, GazetteerPlace>();
  private readonly index: IndexEntry[] = [];

  constructor(places: readonly GazetteerPlace[]) {
    for (const place of places) {
      this.byId.set(place.id, place);
      this.byLabel.set(place.label, place);
      const nameKey = searchKey(place.name);
      const labelKey = searchKey(place.label);
      for (const key of [labelKey, ...aliases(nameKey)])
        this.index.push({ key, place, rank: Match.start, nameKey });
      const words = nameKey.split(' ');
      for (let i = 1; i < words.length; i++) {
        this.index.push({ key: words.slice(i).join(' '), place, rank: Match.word, nameKey });
      }
    }
    this.index.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  static fromFile(path: string): Gazetteer {
    const file = JSON.parse(readFileSync(path, 'utf8')) as GazetteerFile;
    return new Gazetteer(
      file.places.map(([id, name, label, lat, lng, population]) => ({
        id,
        name,
        label,
        lat,
        lng,
        population,
      })),
    );
  }

  get size(): number {
    return this.byId.size;
  }

  find(id: string): GazetteerPlace | undefined {
    return this.byId.get(id);
  }

  /** The place with exactly this label ('Newport, Wales'); labels are unique. */
  findByLabel(label: string): GazetteerPlace | undefined {
    return this.byLabel.get(label);
  }

  /**
   * Places whose name starts with the input, bigger places first (an exact name weighs ten times its
   * size), then places with a later word of the name that does.
   */
  search(input: string, limit: number): GazetteerPlace[] {
    const query = searchKey(input);
    if (query.length < PLACE_SEARCH_MIN) return [];
    const best = new Map<GazetteerPlace, { rank: MatchRank; weight: number }>();
    for (let i = this.lowerBound(query); i < this.index.length; i++) {
      const entry = this.index[i]!;
      if (!entry.key.startsWith(query)) break;
      const exact = entry.rank === Match.start && (entry.nameKey === query || entry.key === query);
      const match = { rank: entry.rank, weight: entry.place.population * (exact ? EXACT_NAME_WEIGHT : 1) };
      const seen = best.get(entry.place);
      if (!seen || match.rank < seen.rank || (match.rank === seen.rank && match.weight > seen.weight)) {
        best.set(entry.place, match);
      }
    }
    return [...best.entries()]
      .sort(
        ([a, ma], [b, mb]) =>
          ma.rank - mb.rank || mb.weight - ma.weight || a.label.localeCompare(b.label, 'en-GB'),
      )
      .slice(0, limit)
      .map(([place]) => place);
  }

  private lowerBound(key: string): number {
    let lo = 0;
    let hi = this.index.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.index[mid]!.key < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** Inputs shorter than this (after dropping punctuation) give no predictions. */
export const PLACE_SEARCH_MIN = 2;

let shared: Gazetteer | undefined;

/** The built-in gazetteer, read from disk on first use and kept in memory. */
export function ukGazetteer(): Gazetteer {
  return (shared ??= Gazetteer.fromFile(join(apiRoot(), gazetteerFile)));
}
