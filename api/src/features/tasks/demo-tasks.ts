import sql from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import { DEFAULT_TAG_IDS } from './default-task-tags.ts';

type DemoTask = {
  team: string;
  name: string;
  /** Who asked: an incident's requester, or the creator of an ordinary task. */
  by: string;
  incident: boolean;
  status: 1 | 2 | 3 | 4;
  message?: string;
  daysAgo: number;
};

/** A few tasks and incidents, so team boards do not start empty. */
export const DEMO_TASKS: DemoTask[] = [
  { team: 'Soporte', name: 'Renovar certificados de la VPN', by: 'equipo.soporte@empresa.es', incident: false, status: 1, daysAgo: 9 },
  {
    team: 'Soporte',
    name: 'El portátil no se conecta a la wifi de la sala 2',
    by: 'laura.diaz@empresa.es',
    incident: true,
    status: 1,
    message: 'Desde el lunes no aparece la red de invitados.',
    daysAgo: 5,
  },
  { team: 'Soporte', name: 'Alta de correo para nueva incorporación', by: 'dpto.tecnologia@empresa.es', incident: true, status: 4, daysAgo: 12 },
  { team: 'Infraestructura', name: 'Ampliar disco del servidor de ficheros', by: 'diego.alvarez@empresa.es', incident: false, status: 1, daysAgo: 3 },
  {
    team: 'Almacén',
    name: 'El lector de códigos del muelle 3 no lee',
    by: 'jorge.santos@empresa.es',
    incident: true,
    status: 2,
    message: 'Falla con las etiquetas nuevas.',
    daysAgo: 1,
  },
  { team: 'Contabilidad', name: 'Factura duplicada de proveedor', by: 'marina.crespo@empresa.es', incident: true, status: 3, daysAgo: 7 },
];

/** Adds the demo tasks, each with the default tags and, when given, its first message. */
export async function seedDemoTasks(tx: Queryable): Promise<void> {
  for (const task of DEMO_TASKS) {
    const [created] = await tx.query<{ id: number; user_id: number }>(
      sql`INSERT INTO tasks (name, team_id, status_id, incident, email, created_by_id, created_at)
          SELECT ${task.name}, t.id, ${task.status}, ${task.incident}, ${task.incident ? task.by : null}, u.id,
                 now() - make_interval(days => ${task.daysAgo})
          FROM teams t, users u WHERE t.name = ${task.team} AND u.email = ${task.by}
          RETURNING id, created_by_id AS user_id`,
    );
    if (!created) throw new Error(`Demo task "${task.name}": unknown team or user`);
    for (const tagId of DEFAULT_TAG_IDS) await tx.query(sql`INSERT INTO task_tags (task_id, tag_id) VALUES (${created.id}, ${tagId})`);
    if (task.message) {
      await tx.query(
        sql`INSERT INTO task_messages (task_id, user_id, message, created_at)
            VALUES (${created.id}, ${created.user_id}, ${task.message}, now() - make_interval(days => ${task.daysAgo}))`,
      );
    }
  }
}
