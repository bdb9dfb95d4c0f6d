import type { SessionUser } from '@portal/shared-api';
import { organisation, sessionOf, USERS } from '../testing/fixtures';
import { teamCandidates } from './scope';

const soporte: { departmentId: number; subdepartmentId: number | null } = { departmentId: 1, subdepartmentId: 20 };
const candidatesOf = (session: SessionUser, placement = soporte) => teamCandidates(session, organisation().teams, placement);

describe('teamCandidates', () => {
  it('admins: everyone; the department manager: the department; the sub-department manager: its teams’ people', () => {
    expect(candidatesOf(sessionOf(USERS.admin, ['ROLE_ADMIN']).user)).toEqual({});
    expect(candidatesOf(sessionOf(USERS.techManager, ['ROLE_DEPARTMENT_MANAGER']).user)).toEqual({ department: 1, enrollable: true });
    expect(candidatesOf(sessionOf(USERS.redesManager, ['ROLE_SUBDEPARTMENT_MANAGER']).user)).toEqual({ people: [USERS.supportManager] });
  });

  it('a team manager, and a sub-department manager outside their sub-department, enrol nobody', () => {
    expect(candidatesOf(sessionOf(USERS.supportManager, ['ROLE_TEAM_MANAGER']).user)).toBeNull();
    expect(candidatesOf(sessionOf(USERS.redesManager, ['ROLE_SUBDEPARTMENT_MANAGER']).user, { departmentId: 1, subdepartmentId: 21 })).toBeNull();
    expect(candidatesOf(sessionOf(USERS.redesManager, ['ROLE_SUBDEPARTMENT_MANAGER']).user, { departmentId: 1, subdepartmentId: null })).toBeNull();
  });
});
