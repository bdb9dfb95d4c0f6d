/**
 * The whole live organisation as one viewer may see it (`GET /api/organisation_chart`):
 * units refer to people by id, so a person in several teams is sent once.
 */
export type OrganisationChart = {
  '@context': string;
  '@id': string;
  '@type': 'OrganisationChart';
  people: ChartPerson[];
  departments: ChartDepartment[];
};

export type ChartPerson = { id: number; name: string; image: string | null };

/** What every unit has: its manager's id and whether the viewer may open its management screen. */
export type ChartUnit = { id: number; name: string; manager: number | null; mayAdminister: boolean };

export type ChartDepartment = ChartUnit & {
  /** People of the department who are in none of its shown teams. */
  people: number[];
  subdepartments: ChartUnit[];
  teams: ChartTeam[];
};

export type ChartTeam = ChartUnit & {
  subdepartment: number | null;
  members: number[];
  mayOpenBoard: boolean;
};
