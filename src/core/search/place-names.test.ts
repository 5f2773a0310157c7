import { describe, expect, it } from 'vitest';
import { PlaceNames } from './place-names.js';

describe('PlaceNames', () => {
  const places = new PlaceNames();

  it.each(['Hong Kong', 'Iceland', 'Leeds', 'Reykjavik', 'Scotland'])('reads %s as a place WordNet lists', (name) => {
    expect(places.isPlace(name)).toBe(true);
  });

  it.each(['Bunbury', 'Sarah', 'Victoria', 'Jordan', 'Demon Copperhead', 'bread'])('does not read %s as one: unlisted, a person or a river first, or no proper noun', (name) => {
    expect(places.isPlace(name)).toBe(false);
  });

  it('reads nothing as a place without WordNet', () => {
    expect(new PlaceNames(null).isPlace('Iceland')).toBe(false);
  });

  it('reads which kinds a place can be, and which are made things', () => {
    expect(places.isPlaceKind('city')).toBe(true);
    expect(places.isPlaceKind('island')).toBe(true);
    expect(places.isPlaceKind('airline')).toBe(false);
    expect(places.isArtefact('hospital')).toBe(true);
    expect(places.isArtefact('team')).toBe(false);
  });
});
