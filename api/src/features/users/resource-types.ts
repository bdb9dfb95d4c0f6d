import type { User, UserDepartmentAccess } from '@portal/shared-api/entities';
import { fieldsOf, type ResourceTypes } from '../../core/json-ld/resource-types.ts';

/** The resource types this feature serves (/api/users, /api/user_department_accesses): their contract type and the fields their serializers write. */
export const USERS_RESOURCE_TYPES: ResourceTypes = {
  users: { type: 'User', fields: fieldsOf<User>({
    name: 'text',
    email: 'text',
    image: 'reference',
    deleted: 'flag',
    alternativeEmail: 'text',
    phone: 'text',
    birthday: 'text',
    municipio: 'reference',
    timezone: 'text',
    duty: 'flag',
    situation: 'integer',
    mails: 'flag',
    options: 'json',
    roles: 'list',
    departments: 'list',
    encargadoDepartments: 'list',
    encargadoTeams: 'list',
    subdepartments: 'list',
    departmentAccess: 'list',
    teams: 'list',
    schedule: 'reference',
    workSchedule: 'reference',
    dutySchedule: 'reference',
    userSchedules: 'list',
    currentJustifications: 'list',
    banned: 'flag',
    banReason: 'text',
    holidayAllowance: 'integer',
  }) },
  user_department_accesses: { type: 'UserDepartmentAccess', fields: fieldsOf<UserDepartmentAccess>({ user: 'reference', department: 'reference', readBool: 'flag' }) },
};
