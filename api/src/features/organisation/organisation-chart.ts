import type { ChartDepartment, ChartPerson, ChartTeam, ChartUnit, OrganisationChart } from '@portal/shared-api/entities';
import sql, { type Sql } from 'sql-template-tag';
import type { Caller } from '../../core/authentication/caller.ts';
import { isAdmin } from '../../core/authorization/roles.ts';
import { canAdministerTeamCondition, managedDepartmentIds } from '../../core/authorization/scope-sql.ts';
import { boardTeamCondition } from '../tasks/task-scope-sql.ts';
import type { Queryable } from '../../core/db/database.ts';
import { groupBy } from '../../core/db/sql-helpers.ts';
import { iri } from '../../core/json-ld/json-ld.ts';

type UnitRow = { id: number; name: string; user_id: number | null; may_administer: boolean };
type SubdepartmentRow = UnitRow & { department_id: number };
type TeamRow = SubdepartmentRow & { subdepartment_id: number | null; may_open_board: boolean };
type PlacementRow = { unit_id: number; user_id: number };
type PersonRow = { id: number; name: string | null; email: string; image_id: number | null };

/**
 * Administrators of a department: admins and its manager (canAdministerDept, canAdministerSub).
 * The same people see managerOnly teams in the chart, as they do on profiles (spec 02).
 */
function administersDepartment(caller: Caller, departmentColumn: Sql): Sql {
  return isAdmin(caller) ? sql`TRUE` : sql`(${departmentColumn} IN (${managedDepartmentIds(caller)}))`;
}


/**
 * The live organisation for one viewer: departments, sub-departments and teams
 * that are not deleted, and the people in them who are not deleted; managerOnly
 * teams only for those who administer their department.
 */
export async function readOrganisationChart(db: Queryable, caller: Caller): Promise<OrganisationChart> {
  const [departments, subdepartments, teams] = await Promise.all([
    db.query<UnitRow>(
      sql`SELECT d.id, d.name, d.user_id, ${administersDepartment(caller, sql`d.id`)} AS may_administer
          FROM departments d WHERE NOT d.deleted ORDER BY d.name, d.id`,
    ),
    db.query<SubdepartmentRow>(
      sql`SELECT s.id, s.name, s.user_id, s.department_id, ${administersDepartment(caller, sql`s.department_id`)} AS may_administer
          FROM subdepartments s WHERE NOT s.deleted ORDER BY s.name, s.id`,
    ),
    db.query<TeamRow>(
      sql`SELECT t.id, t.name, t.user_id, t.department_id,
                 CASE WHEN s.id IS NULL THEN NULL ELSE t.subdepartment_id END AS subdepartment_id,
                 ${boardTeamCondition(caller, 't')} AS may_open_board, ${canAdministerTeamCondition(caller, 't')} AS may_administer
          FROM teams t LEFT JOIN subdepartments s ON s.id = t.subdepartment_id AND NOT s.deleted
          WHERE NOT t.deleted AND (NOT t.manager_only OR ${administersDepartment(caller, sql`t.department_id`)})
          ORDER BY t.name, t.id`,
    ),
  ]);
  const teamIds = teams.map((team) => team.id);
  const [memberships, departmentPeople] = await Promise.all([
    db.query<PlacementRow>(
      sql`SELECT ut.team_id AS unit_id, ut.user_id FROM user_teams ut JOIN users u ON u.id = ut.user_id
          WHERE ut.team_id = ANY(${teamIds}) AND NOT u.deleted ORDER BY u.name, u.id`,
    ),
    db.query<PlacementRow>(
      sql`SELECT du.department_id AS unit_id, du.user_id FROM department_users du JOIN users u ON u.id = du.user_id
          WHERE NOT u.deleted ORDER BY u.name, u.id`,
    ),
  ]);
  const managers = [...departments, ...subdepartments, ...teams].flatMap((unit) => (unit.user_id === null ? [] : [unit.user_id]));
  const shownIds = [...new Set([...memberships, ...departmentPeople].map((row) => row.user_id).concat(managers))];
  const people = await db.query<PersonRow>(
    sql`SELECT u.id, u.name, u.email, u.image_id FROM users u WHERE u.id = ANY(${shownIds}) AND NOT u.deleted ORDER BY u.name, u.id`,
  );
  return {
    '@context': '/api/contexts/OrganisationChart',
    '@id': '/api/organisation_chart',
    '@type': 'OrganisationChart',
    people: people.map(toPerson),
    departments: assemble(
      { departments, subdepartments, teams },
      groupBy(memberships, (row) => row.unit_id),
      groupBy(departmentPeople, (row) => row.unit_id),
      new Set(people.map((person) => person.id)),
    ),
  };
}

function toPerson(row: PersonRow): ChartPerson {
  return { id: row.id, name: row.name ?? row.email, image: row.image_id === null ? null : iri('media_objects', row.image_id) };
}

function assemble(
  { departments, subdepartments, teams }: { departments: UnitRow[]; subdepartments: SubdepartmentRow[]; teams: TeamRow[] },
  membersOf: Map<number, PlacementRow[]>,
  directPeopleOf: Map<number, PlacementRow[]>,
  shown: Set<number>,
): ChartDepartment[] {
  // A deleted manager is no one to show.
  const toUnit = (row: UnitRow): ChartUnit => ({
    id: row.id,
    name: row.name,
    manager: row.user_id !== null && shown.has(row.user_id) ? row.user_id : null,
    mayAdminister: row.may_administer,
  });
  const subsOf = groupBy(subdepartments, (sub) => sub.department_id);
  const teamsOf = groupBy(teams, (team) => team.department_id);
  return departments.map((department) => {
    const departmentTeams: ChartTeam[] = (teamsOf.get(department.id) ?? []).map((team) => ({
      ...toUnit(team),
      subdepartment: team.subdepartment_id,
      members: (membersOf.get(team.id) ?? []).map((row) => row.user_id),
      mayOpenBoard: team.may_open_board,
    }));
    const inTeams = new Set(departmentTeams.flatMap((team) => team.members));
    return {
      ...toUnit(department),
      people: (directPeopleOf.get(department.id) ?? []).map((row) => row.user_id).filter((id) => !inTeams.has(id)),
      subdepartments: (subsOf.get(department.id) ?? []).map(toUnit),
      teams: departmentTeams,
    };
  });
}
