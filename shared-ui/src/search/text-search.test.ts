import { searchByText } from './text-search';

const teams = [
  { id: 1, name: 'Soporte Técnico', deleted: false },
  { id: 2, name: 'Sistemas', deleted: true },
  { id: 3, name: 'Aplicaciones', deleted: 0 },
];
const names = (team: (typeof teams)[number]) => [team.name];

describe('searchByText', () => {
  it('ignores case and accents, skips deleted items and waits for more than 2 characters', () => {
    expect(searchByText(teams, 'tecnico', names).map((team) => team.id)).toEqual([1]);
    expect(searchByText(teams, 'SIS', names)).toEqual([]);
    expect(searchByText(teams, '  ap ', names)).toEqual([]);
    expect(searchByText(teams, 'apl', names).map((team) => team.id)).toEqual([3]);
  });
});
