import type { Role, SessionUser, SubdepartmentSummary } from '@portal/shared-api';
import { type AccessRuleName, accessRules, isAccessRuleName } from './access-registry';
import { hasRole, ROLES } from './roles';

function subdepartment(flags: Partial<SubdepartmentSummary> = {}): SubdepartmentSummary {
  return {
    '@id': '/api/subdepartments/7',
    id: 7,
    name: 'Redes',
    deleted: false,
    department: '/api/departments/2',
    managerTasks: false,
    managerCalendar: true,
    managerMedical: false,
    managerReports: false,
    ...flags,
  };
}

function userWith(roles: Role[], subdepartments: SubdepartmentSummary[] = []): SessionUser {
  return { id: 1, email: 'x@empresa.es', roles: ['ROLE_USER', ...roles], subdepartments } as unknown as SessionUser;
}

const users = {
  member: userWith([]),
  admin: userWith(['ROLE_ADMIN']),
  sysAdmin: userWith(['ROLE_SYS_ADMIN']),
  departmentManager: userWith(['ROLE_DEPARTMENT_MANAGER']),
  subManagerCalendar: userWith(['ROLE_SUBDEPARTMENT_MANAGER'], [subdepartment({ managerCalendar: true })]),
  subManagerNoCalendar: userWith(['ROLE_SUBDEPARTMENT_MANAGER'], [subdepartment({ managerCalendar: false })]),
  subManagerMedical: userWith(['ROLE_SUBDEPARTMENT_MANAGER'], [subdepartment({ managerCalendar: false, managerMedical: true })]),
  subManagerTasks: userWith(['ROLE_SUBDEPARTMENT_MANAGER'], [subdepartment({ managerCalendar: false, managerTasks: true })]),
  subManagerDeletedSub: userWith(
    ['ROLE_SUBDEPARTMENT_MANAGER'],
    [subdepartment({ deleted: true, managerCalendar: true, managerMedical: true })],
  ),
  teamManager: userWith(['ROLE_TEAM_MANAGER']),
  inspector: userWith(['ROLE_INSPECTOR']),
  // Flags alone give nothing without the role.
  memberWithFlags: userWith([], [subdepartment({ managerCalendar: true, managerMedical: true })]),
};
type UserKind = keyof typeof users;
const everyone = Object.keys(users) as UserKind[];
const subManagers: UserKind[] = ['subManagerCalendar', 'subManagerNoCalendar', 'subManagerMedical', 'subManagerTasks', 'subManagerDeletedSub'];

/** For each rule, exactly the kinds of user it admits. */
const admitted: Record<AccessRuleName, UserKind[]> = {
  isAuthenticated: everyone,
  isAdmin: ['admin'],
  maySeePendingRequests: ['admin', 'departmentManager', 'subManagerCalendar'],
  mayManageJustifications: ['admin', 'departmentManager', 'subManagerMedical'],
  mayAuthoriseRequestedTasks: ['admin', 'departmentManager', 'subManagerTasks', 'teamManager'],
  mayAdministerTeams: ['admin', 'departmentManager', ...subManagers],
  mayAdministerDepartments: ['admin', 'departmentManager'],
  mayAdministerSubdepartments: ['admin', 'departmentManager'],
  maySeeReports: ['admin', 'departmentManager', 'inspector'],
  mayUseSystemTools: ['admin', 'sysAdmin'],
  maySeeDeletedFiles: ['admin', 'sysAdmin'],
  mayConfigureRequesterTags: ['admin', 'departmentManager'],
  mayGrantTimeCaps: ['admin', 'departmentManager', ...subManagers],
  mayAutomateTasks: ['admin', 'departmentManager', ...subManagers, 'teamManager'],
  maySeeTimeline: ['admin', 'departmentManager', ...subManagers],
  mayAdministerUsers: ['admin', 'departmentManager'],
  tracksOwnTime: everyone.filter((kind) => kind !== 'admin'),
};

describe('access rules', () => {
  it('cover every rule of the registry', () => {
    expect(Object.keys(admitted).sort()).toEqual(Object.keys(accessRules).sort());
  });

  describe.each(Object.entries(admitted) as [AccessRuleName, UserKind[]][])('%s', (rule, kinds) => {
    it.each(everyone)('for %s', (kind) => {
      expect(accessRules[rule](users[kind])).toBe(kinds.includes(kind));
    });

    it('refuses no user at all', () => {
      expect(accessRules[rule](null)).toBe(false);
    });
  });

  it('give an administrator who belongs to a team their own clocks back', () => {
    const teamAdmin = { ...users.admin, teams: [{ team: { id: 3, name: 'Soporte', deleted: false } }] } as unknown as SessionUser;
    expect(accessRules.tracksOwnTime(teamAdmin)).toBe(true);
  });

  it('survive a user without roles or sub-departments', () => {
    const bare = { id: 1, email: 'x@empresa.es' } as unknown as SessionUser;
    expect(accessRules.maySeePendingRequests(bare)).toBe(false);
    expect(accessRules.isAuthenticated(bare)).toBe(true);
  });
});

describe('hasRole', () => {
  it('checks the role list', () => {
    expect(hasRole(users.inspector, ROLES.INSPECTOR)).toBe(true);
    expect(hasRole(users.inspector, ROLES.ADMIN)).toBe(false);
    expect(hasRole(null, ROLES.USER)).toBe(false);
  });
});

describe('isAccessRuleName', () => {
  it('knows the rule names and nothing else', () => {
    expect(isAccessRuleName('maySeePendingRequests')).toBe(true);
    expect(isAccessRuleName('mayDoAnything')).toBe(false);
    expect(isAccessRuleName('toString')).toBe(false);
    expect(isAccessRuleName(undefined)).toBe(false);
  });
});
