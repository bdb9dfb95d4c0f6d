/**
 * Writes the organisation chart of the scale dataset (scale-database.ts) as an
 * admin reads it (`GET /api/organisation_chart`) to the file named by the first
 * argument: the data the front end's tree benchmark renders
 * (mf-org-admin/bench/run-bench.mjs).
 */
import { writeFile } from 'node:fs/promises';
import { prepareDatabase } from '../src/app.ts';
import { readOrganisationChart } from '../src/features/organisation/organisation-chart.ts';
import { benchConfig, copyOfScaleDatabase } from './scale-database.ts';

const target = process.argv[2];
if (!target) throw new Error('usage: organisation-chart-export.ts <file.json>');
const { dataDir, remove } = await copyOfScaleDatabase();
const { db } = await prepareDatabase(benchConfig(dataDir, { seed: 'none' }));
try {
  const [admin] = await db.query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@empresa.es'");
  if (!admin) throw new Error('the scale dataset has no admin');
  const started = performance.now();
  const chart = await readOrganisationChart(db, { id: admin.id, email: 'admin@empresa.es', roles: ['ROLE_USER', 'ROLE_ADMIN'], timezone: 'Europe/Madrid', tokenVersion: 0 });
  const teams = chart.departments.reduce((sum, department) => sum + department.teams.length, 0);
  console.error(`# organisation chart: ${chart.people.length} people, ${chart.departments.length} departments, ${teams} teams, read in ${(performance.now() - started).toFixed(0)} ms`);
  await writeFile(target, JSON.stringify(chart));
} finally {
  await db.close();
  await remove();
}
