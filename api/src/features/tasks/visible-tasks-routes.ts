import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forbidden, notFound } from '../../core/errors/api-error.ts';
import { type Caller, callerOf } from '../../core/authentication/caller.ts';
import { booleanFilter, type Query, relationFilter } from '../../core/schemas/filters.ts';
import { listedCollection, pageRequested } from '../../core/json-ld/json-ld.ts';
import { TasksQuery } from './task-schemas.ts';
import type { FastifyRequest } from 'fastify';
import type { BoardAccess } from './tasks-repository.ts';
import { type CachedAnswer, teamsRead, teamsWork } from '../../core/response-cache/index.ts';
import { keptWhileUnchanged } from '../../core/response-cache/kept-reads.ts';

/** Callers and boards whose access is kept: every manager of a large organisation on a few boards each. */
const ACCESSES_KEPT = 10_000;

/**
 * Task lists of boards (docs/api-contract.md M1): `?deleted=false&store=false&team={id}`.
 * A team's board needs canSeeTeam; without it the caller only gets the tasks
 * they asked for there, and a 403 when there are none. Without `team`, paged.
 */
const visibleTasksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The caller's access to the boards asked for, when the kept answers already read it for this request. */
  const accessRead = new WeakMap<FastifyRequest, Map<number, BoardAccess>>();
  // Who may see which board changes only with the people and the organisation; a board read at every change of its
  // work would otherwise ask the database for the access before every kept answer.
  const keptAccess = keptWhileUnchanged<string, Map<number, BoardAccess>>(app.dataChanges, ['users', 'organisation'], ACCESSES_KEPT);
  const accessOf = (caller: Caller, team: number[]) => keptAccess(`${caller.id} ${team.join(',')}`, () => app.tasks.boardAccess(caller, team));

  /**
   * Everyone who sees the asked-for boards whole and runs the same of them reads the same tasks, so their board is
   * kept once for all and ends only with those teams' work. Anyone else's is their own, and ends also when who may
   * see what changes.
   */
  const boardAnswer: CachedAnswer = async (request, caller) => {
    const team = relationFilter(request.query as Query, 'team', 'teams');
    if (!team) return { groups: teamsRead(team) };
    const access = await accessOf(caller, team);
    if (!team.every((teamId) => access.get(teamId)?.board)) return { groups: teamsRead(team) };
    accessRead.set(request, access);
    return { groups: teamsWork(team), sharedAs: `boards run ${team.filter((teamId) => access.get(teamId)?.runs).join(',')}` };
  };

  app.get('/', { schema: { tags: ['tasks'], summary: 'Tasks the caller may see', querystring: TasksQuery }, config: { cachedAnswer: boardAnswer } }, async (request) => {
    const caller = callerOf(request);
    const query = request.query as Query;
    const team = relationFilter(query, 'team', 'teams');
    // A board is one team's and comes whole; without a team the list spans every task the caller may see
    // (the whole organisation for an admin), so it always comes a page at a time.
    const paging = pageRequested(query, team === undefined);
    // A shared answer's access is the one its key was made of; any other is read after the kept answers' stamp.
    const access = accessRead.get(request) ?? (await accessOf(caller, team ?? []));
    for (const teamId of team ?? []) {
      const board = access.get(teamId);
      if (!board) throw notFound();
      if (!board.board && !(await app.tasks.anyVisibleIn(caller, teamId))) throw forbidden('No tiene acceso al tablero de este equipo.');
    }
    const wholeBoards = team?.every((teamId) => access.get(teamId)?.board) ? { runs: team.filter((teamId) => access.get(teamId)?.runs) } : undefined;
    const listed = await app.tasks.list(
      caller,
      {
        team,
        deleted: booleanFilter(query.deleted),
        store: booleanFilter(query.store),
        incident: booleanFilter(query.incident),
        status: relationFilter(query, 'status', 'task_statuses'),
      },
      paging,
      wholeBoards,
    );
    return listedCollection('Task', '/api/appTasks', listed, paging, query);
  });
};

export default visibleTasksRoutes;
