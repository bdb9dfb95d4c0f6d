import type { UserSummary } from '@portal/shared-api';
import { displayName } from './display-name';
import { searchUsers } from './search-users';

const user = (id: number, name: string | null, email: string, deleted = false): UserSummary => ({
  '@id': `/api/users/${id}`,
  id,
  name,
  email,
  image: null,
  deleted,
});

const users = [
  user(1, 'Ana García', 'ana.garcia@empresa.es'),
  user(2, 'Luis Martín', 'luis.martin@empresa.es'),
  user(3, null, 'soporte@empresa.es'),
  user(4, 'Ana Borrada', 'ana.borrada@empresa.es', true),
];
const ids = (found: UserSummary[]) => found.map((found) => found.id);

describe('searchUsers', () => {
  it('finds nothing with 2 characters or fewer, trimmed', () => {
    expect(searchUsers(users, 'an')).toEqual([]);
    expect(searchUsers(users, '  an  ')).toEqual([]);
  });

  it('searches from 3 characters on', () => {
    expect(ids(searchUsers(users, 'ana'))).toEqual([1]);
  });

  it('matches the name case-insensitively, accents too', () => {
    expect(ids(searchUsers(users, 'LUIS'))).toEqual([2]);
    expect(ids(searchUsers(users, 'martin'))).toEqual([2]);
    expect(ids(searchUsers(users, 'GARCÍA'))).toEqual([1]);
  });

  it('matches the e-mail case-insensitively', () => {
    expect(ids(searchUsers(users, 'SOPORTE@'))).toEqual([3]);
    expect(ids(searchUsers(users, 'empresa.es'))).toEqual([1, 2, 3]);
  });

  it('never offers deleted users', () => {
    expect(ids(searchUsers(users, 'borrada'))).toEqual([]);
  });
});

describe('displayName', () => {
  it('is the name, or the e-mail before the @', () => {
    expect(displayName(users[0] as UserSummary)).toBe('Ana García');
    expect(displayName(users[2] as UserSummary)).toBe('soporte');
    expect(displayName({ name: '  ', email: 'luis@empresa.es' })).toBe('luis');
  });
});
