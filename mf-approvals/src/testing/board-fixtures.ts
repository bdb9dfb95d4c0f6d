/** Test data of the board, the task view and the team's task lists. */
import type { Tag, Task, Team, UserSummary } from '@portal/shared-api';
import { personBody } from '@portal/shared-api/testing';
import { collection, ok } from '@portal/shared-ui/testing';

export const person = (id: number, name: string, email: string): UserSummary => personBody(id, name, { email });

export const ANA_SUMMARY = person(7, 'Ana García', 'ana.garcia@empresa.es');
export const LUIS_SUMMARY = person(8, 'Luis Martín', 'luis.martin@empresa.es');

export const TEAM: Team = {
  '@id': '/api/teams/3',
  id: 3,
  name: 'Soporte',
  logo: null,
  deleted: false,
  managerOnly: false,
  incidentVisible: true,
  department: '/api/departments/1',
  user: '/api/users/5',
  users: [ANA_SUMMARY, LUIS_SUMMARY].map((user, index) => ({
    '@id': `/api/user_teams/${index + 1}`,
    id: index + 1,
    user,
    team: '/api/teams/3',
    title: null,
    responsable: null,
    hidden: false,
  })),
  weekReport: false,
  notifyManagerOnTaskCreate: false,
  taskInboxUsername: null,
};

export const tag = (id: number, type: number, name: string, color: string, textColor: string): Tag => ({
  '@id': `/api/tags/${id}`,
  id,
  name,
  color,
  text_color: textColor,
  type: `/api/tag_types/${type}`,
});

export const HIGH = tag(16, 1, 'Alta', '#e53935', '#ffffff');
export const IN_PROGRESS = tag(33, 3, 'En curso', '#1e88e5', '#ffffff');
export const TAGS = [HIGH, tag(11, 1, 'Baja', '#c8e6c9', '#000000'), IN_PROGRESS, tag(34, 4, 'Entregado', '#2e7d32', '#ffffff')];

const STATUS_NAMES: Record<number, string> = { 1: 'activa', 2: 'solicitada', 3: 'rechazada', 4: 'finalizada' };

export function task(id: number, name: string, createdAt: string, overrides: Partial<Task> & { statusId?: number } = {}): Task {
  const { statusId = 2, ...rest } = overrides;
  return {
    '@id': `/api/tasks/${id}`,
    id,
    name,
    team: '/api/teams/3',
    status: { '@id': `/api/task_statuses/${statusId}`, id: statusId, name: STATUS_NAMES[statusId] ?? '' },
    incident: true,
    urgent: false,
    email: 'ana.garcia@empresa.es',
    deleted: false,
    timeWorking: 0,
    subtasks: [],
    messages: [],
    files: [],
    tags: [],
    users: [],
    createdAt,
    // As the API starts it: the creation time in seconds.
    boardRank: String(Date.parse(createdAt) / 1000),
    ...rest,
  };
}

export const BOARD_TASKS = 'GET /api/appTasks?deleted=false&store=false&team=3';
export const BOARD_VIEW = 'GET /api/events?name=ver+tablero+Soporte';

/** The calls every board load makes, answering the team, the tags, the running clocks, `tasks` and the recorded view. */
export const boardRoutes = (tasks: () => Task[], clocks: () => unknown[] = () => []) => ({
  [BOARD_VIEW]: () => collection([]),
  'GET /api/teams/3': () => ok(TEAM),
  'GET /api/tags': () => collection(TAGS),
  'GET /api/getActiveTasks': () => collection(clocks()),
  [BOARD_TASKS]: () => collection(tasks()),
});
