import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sql from 'sql-template-tag';
import { ACCOUNTS, buildTestApp, ORIGIN } from '../../../test/helper.ts';
import { errorOf, organisationLookup } from '../../../test/fixtures/organisation-lookup.ts';
import { startSmtpCatcher } from '../../../test/fixtures/smtp-catcher.ts';
import { waitFor } from '../../../test/wait-for.ts';

const smtp = await startSmtpCatcher();
const { app, injectWithLogin } = await buildTestApp({ runJobs: true, jobPollMs: 50, smtpUrl: smtp.url });
const lookup = organisationLookup(injectWithLogin);
const tecnologia = await lookup.departmentId('Tecnología');
const operaciones = await lookup.departmentId('Operaciones');
const soporte = await lookup.teamId('Soporte');

const create = (as: string, payload: Record<string, unknown>) => injectWithLogin(as, { method: 'POST', url: '/api/userCreate', payload });
const resend = (as: string, id: number) => injectWithLogin(as, { method: 'POST', url: `/api/users/${id}/resendInvitation`, payload: {} });

/** The token of the `nth` invitation mailed to `email` (1-based), once it arrived. */
async function invitationToken(email: string, nth = 1): Promise<string> {
  const mails = await waitFor(async () => {
    const found = smtp.received.filter((one) => one.envelopeTo.includes(email) && one.mail.subject === 'Invitación al Portal de trabajo');
    return found.length >= nth ? found : undefined;
  }, 15_000, `invitation ${nth} to ${email}`);
  const match = /\/passwordchange\?token=([\w-]+)/.exec(mails[nth - 1]?.mail.text ?? '');
  assert.ok(match?.[1], 'the invitation links to /passwordchange');
  return match[1];
}

const usersWith = async (email: string) => (await app.db.query(sql`SELECT id FROM users WHERE lower(email) = lower(${email})`)).length;

describe('creating people and inviting them', () => {
  test('an admin creates a person who sets their own password from the invitation and signs in', async () => {
    const email = 'nueva.persona@empresa.es';
    const response = await create(ACCOUNTS.admin, { email, name: 'Nueva Persona', departments: [`/api/departments/${tecnologia}`], teams: [`/api/teams/${soporte}`] });
    assert.equal(response.statusCode, 201, response.body);
    const user = response.json();
    assert.equal(user.email, email);
    assert.equal(user.name, 'Nueva Persona');
    assert.equal(user.password, undefined);
    const [row] = await app.db.query<{ holiday_allowance: number; departments: number; teams: number }>(
      sql`SELECT holiday_allowance,
                 (SELECT count(*) FROM department_users WHERE user_id = u.id)::int AS departments,
                 (SELECT count(*) FROM user_teams WHERE user_id = u.id)::int AS teams
          FROM users u WHERE id = ${user.id}`,
    );
    assert.deepEqual(row, { holiday_allowance: 22, departments: 1, teams: 1 });
    const [audit] = await app.db.query<{ action: string }>(sql`SELECT action FROM audit_logs WHERE entity = 'User' AND entity_id = ${user.id}`);
    assert.equal(audit?.action, 'create');

    const signIn = (password: string) => app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, payload: { username: email, password } });
    assert.equal((await signIn('')).statusCode, 400, 'no password exists yet');
    assert.equal((await signIn('cualquiera')).statusCode, 401);

    const token = await invitationToken(email);
    const check = await app.inject({ method: 'GET', url: `/api/password_reset/check?token=${token}` });
    assert.deepEqual(check.json(), { purpose: 'invitation' });
    const expires = await app.db.query<{ days: number }>(sql`SELECT round(extract(epoch FROM expires_at - now()) / 86400)::int AS days FROM password_reset_tokens WHERE used_at IS NULL AND user_id = ${user.id}`);
    assert.equal(expires[0]?.days, 7);
    const set = await app.inject({ method: 'POST', url: '/api/password_reset/confirm', headers: { origin: ORIGIN }, payload: { token, password: 'MiClave2027' } });
    assert.equal(set.statusCode, 204);
    assert.equal((await signIn('MiClave2027')).statusCode, 200);
  });

  test('an e-mail in use, a bad address, a missing name and a bad allowance are refused and nothing is created', async () => {
    const taken = await create(ACCOUNTS.admin, { email: 'ANA.GARCIA@empresa.es', name: 'Otra Ana' });
    assert.equal(taken.statusCode, 422);
    assert.equal(errorOf(taken), 'Ya existe un usuario con ese correo');
    assert.equal(await usersWith('ana.garcia@empresa.es'), 1);

    const bad = await create(ACCOUNTS.admin, { email: 'no-es-correo', name: ' ', holidayAllowance: 400 });
    assert.equal(bad.statusCode, 422);
    const messages = bad.json().violations.map((violation: { message: string }) => violation.message);
    assert.deepEqual(messages.sort(), ['El correo no es válido', 'El nombre es obligatorio', 'Los días de vacaciones deben ser un número entero entre 0 y 366'].sort());
    assert.equal(await usersWith('no-es-correo'), 0);
  });

  test('a department manager creates only into their own departments; others create nobody', async () => {
    const inside = await create(ACCOUNTS.techManager, { email: 'de.tecnologia@empresa.es', name: 'De Tecnología', teams: [`/api/teams/${soporte}`], holidayAllowance: 25 });
    assert.equal(inside.statusCode, 201, inside.body);
    const outside = await create(ACCOUNTS.techManager, { email: 'de.operaciones@empresa.es', name: 'De Operaciones', departments: [`/api/departments/${operaciones}`] });
    assert.equal(outside.statusCode, 403);
    const nowhere = await create(ACCOUNTS.techManager, { email: 'sin.sitio@empresa.es', name: 'Sin Sitio' });
    assert.equal(nowhere.statusCode, 403, 'a manager cannot create someone outside every department of theirs');
    // An address in use by someone they do not administer is refused without saying so.
    const elsewhere = await create(ACCOUNTS.techManager, { email: ACCOUNTS.luis, name: 'Otro Luis', teams: [`/api/teams/${soporte}`] });
    assert.equal(elsewhere.statusCode, 422);
    assert.equal(errorOf(elsewhere), 'No se puede crear este usuario');
    const administered = await create(ACCOUNTS.techManager, { email: ACCOUNTS.ana, name: 'Otra Ana', teams: [`/api/teams/${soporte}`] });
    assert.equal(errorOf(administered), 'Ya existe un usuario con ese correo');
    const teamManager = await create(ACCOUNTS.supportTeamManager, { email: 'de.soporte@empresa.es', name: 'De Soporte', teams: [`/api/teams/${soporte}`] });
    assert.equal(teamManager.statusCode, 403);
    assert.equal((await usersWith('de.operaciones@empresa.es')) + (await usersWith('sin.sitio@empresa.es')) + (await usersWith('de.soporte@empresa.es')), 0);
  });

  test('resending an invitation voids the old link; a person with a password gets none', async () => {
    const email = 'reenvio@empresa.es';
    const created = await create(ACCOUNTS.admin, { email, name: 'Reenvío', departments: [`/api/departments/${tecnologia}`] });
    const id = created.json().id as number;
    const first = await invitationToken(email, 1);
    assert.equal((await resend(ACCOUNTS.luis, id)).statusCode, 403);
    const again = await resend(ACCOUNTS.techManager, id);
    assert.equal(again.statusCode, 202);
    const second = await invitationToken(email, 2);
    assert.equal((await app.inject({ method: 'GET', url: `/api/password_reset/check?token=${first}` })).statusCode, 400);
    assert.equal((await app.inject({ method: 'GET', url: `/api/password_reset/check?token=${second}` })).statusCode, 200);

    const ana = await lookup.userId(ACCOUNTS.ana);
    const active = await resend(ACCOUNTS.admin, ana);
    assert.equal(active.statusCode, 409);
    assert.equal(errorOf(active), 'Esta persona ya ha establecido su contraseña');
  });
});
