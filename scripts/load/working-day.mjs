/**
 * What one person does in a working morning, as the portal's screens ask for it: signs in, keeps the
 * live feed open, opens their board, starts and stops their clock, reads and marks notifications, moves
 * a task, writes a message in it, now and then asks for a schedule change. Managers also decide the
 * pending requests and open the day's timeline; the admin asks for a team report. Between two actions a
 * person thinks for `thinkMs` on average.
 */
import { Person } from './person.mjs';


const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const idOf = (value) => (typeof value === 'object' && value ? value.id : Number(String(value ?? '').split('/').pop()));
const pickOne = (list) => list[Math.floor(Math.random() * list.length)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The actions of a member, with their weights; managers and the admin add theirs. */
function actionsOf(worker) {
  const member = [
    [25, boardAction],
    [15, clockAction],
    [15, notificationsAction],
    [10, moveAction],
    [10, messageAction],
    [10, (w) => w.person.call('self-time', 'GET', '/api/self_time')],
    [3, scheduleRequestAction],
  ];
  if (worker.isManager) member.push([10, decideAction]);
  // The roles that open the timeline (shared-api's screen-roles).
  if (worker.isAdmin || worker.roles.some((role) => role === 'ROLE_DEPARTMENT_MANAGER' || role === 'ROLE_SUBDEPARTMENT_MANAGER')) member.push([8, timelineAction]);
  if (worker.isAdmin) member.push([6, reportAction]);
  return member;
}

/** How long a person goes by the tasks they last read on their board before reading them again. */
const TASKS_KEPT_MS = 60_000;

async function boardAction(worker) {
  // The board comes whole each time; its tasks are read only when the ones the person knows are old.
  const read = !worker.tasks.length || performance.now() - worker.tasksReadAt > TASKS_KEPT_MS;
  const { status, body } = await worker.person.call('board', 'GET', `/api/appTasks?deleted=false&store=false${worker.teamId ? `&team=${worker.teamId}` : ''}`, undefined, { read });
  // A team the person cannot open any more (moved, deleted) leaves them the board of every task they see.
  if (status === 404) worker.teamId = undefined;
  if (status !== 200 || !read) return;
  const open = (body['hydra:member'] ?? []).filter((task) => !task.deleted && !task.store);
  const mine = open.filter((task) => (task.users ?? []).includes(`/api/users/${worker.userId}`));
  const ofTeam = open.filter((task) => idOf(task.team) === worker.teamId);
  // Clocks run on one's own tasks; progress moves on the tasks of one's team (or any, for whom the board is everything).
  worker.tasks = (mine.length ? mine : ofTeam).map((task) => task.id);
  worker.movable = (ofTeam.length ? ofTeam : worker.isAdmin ? open : mine).map((task) => task.id);
  worker.tasksReadAt = performance.now();
}

async function clockAction(worker) {
  if (!worker.tasks.length) return boardAction(worker);
  worker.clockTask ??= pickOne(worker.tasks);
  const { status } = await worker.person.call('clock', 'PUT', `/api/task/${worker.clockTask}/timeWorking2`, { tzOffset: new Date().getTimezoneOffset() });
  // A refusal (a closed task, a locked day) moves the clock to another task next time.
  if (status !== 200) worker.clockTask = undefined;
}

async function notificationsAction(worker) {
  const { status, body } = await worker.person.call('notifications', 'GET', `/api/notifications?deleted=false&user=${worker.userId}&page=1`);
  if (status !== 200) return;
  const unseen = (body['hydra:member'] ?? []).find((one) => !one.seen);
  if (unseen) await worker.person.call('notification-seen', 'PUT', `/api/notifications/${unseen.id}`, { seen: true });
}

async function moveAction(worker) {
  if (!worker.tasks.length) return boardAction(worker);
  if (!worker.movable.length) return;
  await worker.person.call('task-move', 'PATCH', `/api/tasks/${pickOne(worker.movable)}`, { progress: Math.floor(Math.random() * 101) });
}

/** A message's live update names it: its arrival on each stream, from the moment it was sent, is the live-update delay. */
async function messageAction(worker) {
  if (!worker.tasks.length) return boardAction(worker);
  const sentAt = performance.now();
  const { status, body } = await worker.person.call('message', 'POST', '/api/task_messages', { task: `/api/tasks/${pickOne(worker.tasks)}`, message: 'Revisado' });
  if (status === 201 && body?.['@id']) worker.onSent(body['@id'], sentAt);
}

async function scheduleRequestAction(worker) {
  if (!worker.scheduleIri) return;
  await worker.person.call('schedule-request', 'POST', '/api/user_schedules', { schedule: worker.scheduleIri, user: `/api/users/${worker.userId}`, type: 1 });
}

async function decideAction(worker) {
  const { status, body } = await worker.person.call('pending-requests', 'GET', '/api/user_schedules?authorized=false');
  if (status !== 200) return;
  const pending = (body['hydra:member'] ?? []).filter((one) => idOf(one.user) !== worker.userId);
  if (pending.length === 0) return;
  const request = pickOne(pending);
  // Another manager may have decided it a moment before: a 404 or 409 then is the answer people would get too.
  await worker.person.call('decision', 'PUT', `/api/user_schedules/${request.id}`, { authorized: true });
}

/** As the timeline screen opens: on the day of the department it picks for the person. */
async function timelineAction(worker) {
  await worker.person.call('timeline', 'GET', `/api/timeline/${today()}/opening`);
}

async function reportAction(worker) {
  if (!worker.teamId) return;
  await worker.person.call('report', 'GET', `/api/reports/team_report/${worker.teamId}/${daysAgo(6)}/${today()}`);
}

/**
 * A person of the run: signs in, opens the feed and the board, then acts until `stopped()`.
 * `onUpdate(worker, id, data)` sees every update of their feed.
 */
export class Worker {
  tasks = [];
  movable = [];
  stopped = false;

  constructor({ baseUrl, origin, email, password, thinkMs, onUpdate, onSent }) {
    this.person = new Person(baseUrl, email, origin);
    this.password = password;
    this.thinkMs = thinkMs;
    this.onUpdate = onUpdate;
    this.onSent = onSent;
  }

  /** Asks for a team report, as the admin does now and then. */
  askReport() {
    return reportAction(this);
  }

  async join() {
    const user = await this.person.signIn(this.password);
    this.userId = user.id;
    this.roles = user.roles ?? [];
    this.isAdmin = this.roles.includes('ROLE_ADMIN');
    this.isManager = this.roles.some((role) => /MANAGER/.test(role));
    // `teams` lists memberships, each with its team embedded.
    this.teamId = idOf(user.encargadoTeams?.[0] ?? user.teams?.[0]?.team);
    this.joinedAt = performance.now();
    this.feed = this.person.openFeed((id, data) => this.onUpdate(this, id, data));
    // Whoever runs no team and belongs to none (the admin) opens the board of a team, as boards are opened.
    if (!this.teamId) {
      const teams = await this.person.call('teams', 'GET', '/api/teams?deleted=false');
      this.teamId = idOf(teams.body?.['hydra:member']?.[Math.floor(Math.random() * 10)] ?? teams.body?.['hydra:member']?.[0]);
    }
    const schedules = await this.person.call('schedules', 'GET', '/api/work_schedules');
    this.scheduleIri = schedules.body?.['hydra:member']?.[0]?.['@id'];
    await boardAction(this);
    this.actions = actionsOf(this);
    this.totalWeight = this.actions.reduce((sum, [weight]) => sum + weight, 0);
  }

  /** Acts until `stop()`; the first action comes after a random share of a think time, so people do not act in step. */
  async work() {
    await sleep(Math.random() * this.thinkMs);
    while (!this.stopped) {
      await this.pickAction()(this);
      await sleep(this.thinkMs * (0.5 + Math.random()));
    }
  }

  /** An action drawn by the weights. */
  pickAction() {
    let roll = Math.random() * this.totalWeight;
    for (const [weight, action] of this.actions) {
      roll -= weight;
      if (roll < 0) return action;
    }
    return this.actions[0][1];
  }

  stop() {
    this.stopped = true;
  }
}
