import { idFromIri, iri, unwrapMembers } from './hydra';

describe('unwrapMembers', () => {
  it('reads hydra:member', () => {
    expect(unwrapMembers({ 'hydra:member': [{ id: 1 }], 'hydra:totalItems': 1 })).toEqual([{ id: 1 }]);
  });

  it('accepts a plain list and the unprefixed form', () => {
    expect(unwrapMembers([1, 2])).toEqual([1, 2]);
    expect(unwrapMembers({ member: [3] })).toEqual([3]);
  });

  it('gives an empty list for anything else', () => {
    expect(unwrapMembers(null)).toEqual([]);
    expect(unwrapMembers('text')).toEqual([]);
    expect(unwrapMembers({ 'hydra:member': 'nope' })).toEqual([]);
  });
});

describe('iri', () => {
  it('builds /api/{resource}/{id}', () => {
    expect(iri('users', 5)).toBe('/api/users/5');
    expect(iri('media_objects', '9')).toBe('/api/media_objects/9');
  });
});

describe('idFromIri', () => {
  it('reads the id of an IRI', () => {
    expect(idFromIri('/api/media_objects/9')).toBe(9);
    expect(idFromIri('/api/users/5/')).toBe(5);
  });

  it('takes numbers and numeric text as they are', () => {
    expect(idFromIri(7)).toBe(7);
    expect(idFromIri('12')).toBe(12);
  });

  it('reads embedded items', () => {
    expect(idFromIri({ '@id': '/api/teams/3' })).toBe(3);
    expect(idFromIri({ id: 4 })).toBe(4);
  });

  it('gives null for garbage', () => {
    expect(idFromIri('/api/users/abc')).toBeNull();
    expect(idFromIri('')).toBeNull();
    expect(idFromIri(null)).toBeNull();
    expect(idFromIri(undefined)).toBeNull();
    expect(idFromIri(Number.NaN)).toBeNull();
    expect(idFromIri(1.5)).toBeNull();
    expect(idFromIri({})).toBeNull();
  });
});
