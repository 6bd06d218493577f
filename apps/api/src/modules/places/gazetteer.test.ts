import { describe, expect, it } from 'vitest';
import { Gazetteer, searchKey, ukGazetteer, type GazetteerPlace } from './gazetteer';
import { distanceKm } from './geo';

const labels = (places: GazetteerPlace[]) => places.map((p) => p.label);

describe('the built-in UK gazetteer', () => {
  const gazetteer = ukGazetteer();

  it('holds the towns and cities of the four nations with stable GeoNames ids and unique labels', () => {
    expect(gazetteer.size).toBeGreaterThan(4000);
    const all = gazetteer.search('', 10);
    expect(all).toEqual([]);
    const seen = new Set<string>();
    for (const id of ['gn:2643743', 'gn:2650225', 'gn:2653822', 'gn:2655984']) {
      const place = gazetteer.find(id);
      expect(place, id).toBeDefined();
      seen.add(place!.label);
    }
    expect([...seen].sort()).toEqual([
      'Belfast, Northern Ireland',
      'Cardiff, Wales',
      'Edinburgh, Scotland',
      'London, England',
    ]);
  });

  it('labels namesakes within one nation with a nearby bigger town', () => {
    const newports = gazetteer.search('newport', 20).filter((p) => p.name === 'Newport');
    expect(newports.length).toBeGreaterThanOrEqual(5);
    expect(new Set(labels(newports)).size).toBe(newports.length);
    // The city of Newport is far bigger than the Welsh village of that name, so it keeps the plain label.
    expect(newports[0]!.label).toBe('Newport, Wales');
    expect(labels(newports)).toContain('Newport, near Telford, England');
  });

  it('finds Manchester first for "Manch" and Bath first for "bath"', () => {
    expect(gazetteer.search('Manch', 8)[0]).toMatchObject({ id: 'gn:2643123', label: 'Manchester, England' });
    const bath = gazetteer.search('bath', 8);
    expect(bath[0]).toMatchObject({ id: 'gn:2656173', label: 'Bath, England' });
    expect(bath.slice(1).every((p) => p.name.toLowerCase().startsWith('bath'))).toBe(true);
  });

  it('puts names that start with the input first, bigger first and exact names ten times bigger, then later words', () => {
    const places: GazetteerPlace[] = [
      { id: 'gn:1', name: 'Upper Wick', label: 'Upper Wick, England', lat: 52, lng: -2, population: 900_000 },
      { id: 'gn:2', name: 'Wickford', label: 'Wickford, England', lat: 51.6, lng: 0.5, population: 30_000 },
      { id: 'gn:3', name: 'Wick', label: 'Wick, Scotland', lat: 58.4, lng: -3.1, population: 7000 },
      { id: 'gn:4', name: 'Wickham', label: 'Wickham, England', lat: 50.9, lng: -1.2, population: 40_000 },
      { id: 'gn:5', name: 'Bromwick', label: 'Bromwick, England', lat: 52, lng: -1, population: 1_000_000 },
      { id: 'gn:6', name: 'Wickwar', label: 'Wickwar, England', lat: 51.6, lng: -2.4, population: 80_000 },
    ];
    const small = new Gazetteer(places);
    expect(small.search('wick', 8).map((p) => p.id)).toEqual(['gn:6', 'gn:3', 'gn:4', 'gn:2', 'gn:1']);
    expect(small.search('wick', 2).map((p) => p.id)).toEqual(['gn:6', 'gn:3']);
    expect(small.search('w', 8)).toEqual([]);
    expect(small.find('gn:9')).toBeUndefined();
  });

  it('ignores case, accents, apostrophes and punctuation, and knows St for Saint', () => {
    expect(searchKey("  King's LYNN ")).toBe('kings lynn');
    expect(searchKey('Newport-on-Tay')).toBe('newport on tay');
    expect(searchKey('Ystradgynlais')).toBe('ystradgynlais');
    expect(labels(gazetteer.search('kings lynn', 8))).toContain("King's Lynn, England");
    expect(labels(gazetteer.search('newcastle under', 8))[0]).toBe('Newcastle under Lyme, England');
    expect(labels(gazetteer.search('Newcastle', 8))[0]).toBe('Newcastle upon Tyne, England');
    expect(labels(gazetteer.search('upon tyne', 8))).toContain('Newcastle upon Tyne, England');
    expect(labels(gazetteer.search('saint albans', 8))[0]).toBe('St Albans, England');
    expect(labels(gazetteer.search('bath, england', 8))).toEqual(['Bath, England']);
    expect(gazetteer.search("%_'\\", 8)).toEqual([]);
  });

  it('places every entry inside the United Kingdom', () => {
    const london = gazetteer.find('gn:2643743')!;
    let count = 0;
    for (const key of 'abcdefghijklmnopqrstuvwxyz') {
      for (const place of gazetteer.search(`${key}${key === 'q' ? 'u' : 'a'}`, 10_000)) {
        count += 1;
        expect(place.lat, place.label).toBeGreaterThan(49.8);
        expect(place.lat, place.label).toBeLessThan(61);
        expect(place.lng, place.label).toBeGreaterThan(-8.7);
        expect(place.lng, place.label).toBeLessThan(2);
        expect(distanceKm(place, london)).toBeLessThan(1000);
      }
    }
    expect(count).toBeGreaterThan(100);
  });
});
