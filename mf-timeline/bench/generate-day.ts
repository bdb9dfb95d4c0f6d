/**
 * A department's day for the benchmarks: `count` people with realistic days
 * (a schedule, 10–40 stretches of work inside and around it, some stretches a
 * few seconds apart that join, some shorter than a minute, a few open ones),
 * in the shape the API answers. Deterministic: the same numbers every run.
 */
import type { TimelineHistory, TimelineUserDay } from '@portal/shared-api';

export const BENCH_DAY = '2026-03-10';

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pad = (value: number) => String(value).padStart(2, '0');
function at(seconds: number): string {
  const s = Math.max(0, Math.min(86_399, Math.round(seconds)));
  return `${BENCH_DAY}T${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}+01:00`;
}

const SHIFTS: [number, number][][] = [
  [[8, 15]],
  [[15, 22]],
  [
    [9, 14],
    [16, 19],
  ],
  [[7, 15]],
];
const TASKS = ['Revisar VPN', 'Publicar versión', 'Inventario', 'Reclamaciones', 'Cierre mensual', 'Soporte a usuarios', 'Copias de seguridad', 'Informe semanal'];

export function generateDepartmentDay(count: number, seed = 42): TimelineUserDay[] {
  const next = random(seed);
  let historyId = 1;
  return Array.from({ length: count }, (_, index) => {
    const shift = SHIFTS[index % SHIFTS.length] as [number, number][];
    const tasks = new Map<number, TimelineHistory[]>();
    const subtasks = new Map<number, TimelineHistory[]>();
    const idle = next() < 0.05;
    for (const [from, to] of idle ? [] : shift) {
      let clock = from * 3600 + next() * 900;
      while (clock < to * 3600 + 1200) {
        const kind = next() < 0.3 ? subtasks : tasks;
        const work = Math.floor(next() * 12);
        const stretches = next() < 0.2 ? 3 : 1;
        for (let stretch = 0; stretch < stretches; stretch += 1) {
          const length = next() < 0.1 ? next() * 50 : 300 + next() * 3600;
          const open = clock + length > to * 3600 + 1200 && next() < 0.15;
          const list = kind.get(work) ?? [];
          list.push({ id: historyId++, startedAt: at(clock), endedAt: at(clock + length), open });
          kind.set(work, list);
          // Stretches of one task a few seconds apart: the grid joins them.
          clock += length + (stretch < stretches - 1 ? next() * 25 : 60 + next() * 900);
        }
      }
    }
    return {
      id: index + 1,
      name: `Persona ${String(index + 1).padStart(3, '0')} Apellido`,
      email: `persona${index + 1}@empresa.es`,
      deleted: false,
      image: null,
      tasks: [...tasks].map(([id, histories]) => ({ task_id: id, task_name: TASKS[id % TASKS.length] as string, histories })),
      subtasks: [...subtasks].map(([id, histories]) => ({
        task_id: 100 + id,
        task_name: TASKS[(id + 3) % TASKS.length] as string,
        subtask_id: id,
        subtask_name: `Paso ${id + 1}`,
        histories,
      })),
      schedule: shift.map(([from, to]) => ({ week_day: 2, start: at(from * 3600), end: at(to * 3600) })),
    };
  });
}
