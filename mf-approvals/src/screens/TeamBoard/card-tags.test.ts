import { HIGH, IN_PROGRESS, tag, task } from '../../testing/board-fixtures';
import { tagsWorthShowing } from './card-tags';

const NORMAL = tag(1, 1, 'Normal', '#90caf9', '#000000');
const PENDING_AUTHORISATION = tag(2, 2, 'Pendiente de autorizar', '#ffb300', '#000000');
const NOT_STARTED = tag(3, 3, 'Sin empezar', '#bdbdbd', '#000000');
const NOT_DELIVERED = tag(4, 4, 'No entregado', '#9e9e9e', '#000000');
const NOT_REVIEWED = tag(5, 5, 'Sin revisar', '#e0e0e0', '#000000');
const DEFAULTS = [NORMAL, PENDING_AUTHORISATION, NOT_STARTED, NOT_DELIVERED, NOT_REVIEWED];
const URGENT_PRIORITY = tag(21, 1, 'Urgente', '#b71c1c', '#ffffff');
const DENIED = tag(57, 2, 'Denegada', '#d32f2f', '#ffffff');
const BLOCKED = tag(38, 3, 'Bloqueada', '#6d4c41', '#ffffff');
const DELIVERED = tag(34, 4, 'Entregado', '#2e7d32', '#ffffff');
const REVIEWED = tag(35, 5, 'Revisado', '#1565c0', '#ffffff');

const names = (tags: { name: string }[]) => tags.map((one) => one.name);
const ACTIVE = 1;
const REQUESTED = 2;
const REJECTED = 3;
const DONE = 4;

describe('tagsWorthShowing', () => {
  it('shows none of the five tags a task starts with, in any column', () => {
    for (const statusId of [ACTIVE, REQUESTED, REJECTED, DONE]) {
      expect(tagsWorthShowing(task(1, 'Nueva', '2026-11-21T10:00:00+01:00', { statusId, tags: DEFAULTS }))).toEqual([]);
    }
  });

  it('shows the tags that were changed, in the places’ order, beside the defaults left alone', () => {
    const tags = [REVIEWED, NORMAL, IN_PROGRESS, PENDING_AUTHORISATION, HIGH];
    expect(names(tagsWorthShowing(task(1, 'En marcha', '2026-11-21T10:00:00+01:00', { statusId: ACTIVE, tags })))).toEqual(['Alta', 'En curso', 'Revisado']);
  });

  it('leaves out what a finished or rejected column already says: the work in progress, and a refused authorisation', () => {
    const tags = [HIGH, DENIED, BLOCKED, DELIVERED, REVIEWED];
    expect(names(tagsWorthShowing(task(1, 'Hecha', '2026-11-21T10:00:00+01:00', { statusId: DONE, tags })))).toEqual(['Alta', 'Denegada', 'Entregado', 'Revisado']);
    expect(names(tagsWorthShowing(task(1, 'Rechazada', '2026-11-21T10:00:00+01:00', { statusId: REJECTED, tags })))).toEqual(['Alta', 'Entregado', 'Revisado']);
    expect(names(tagsWorthShowing(task(1, 'Pedida', '2026-11-21T10:00:00+01:00', { statusId: REQUESTED, tags })))).toEqual([
      'Alta',
      'Denegada',
      'Bloqueada',
      'Entregado',
      'Revisado',
    ]);
  });

  it('does not repeat an urgent task’s mark with an "Urgente" priority, and never pairs it with "Normal"', () => {
    const urgent = (tags: typeof DEFAULTS) => task(1, 'Ya', '2026-11-21T10:00:00+01:00', { statusId: ACTIVE, urgent: true, tags });
    expect(tagsWorthShowing(urgent([URGENT_PRIORITY, NOT_STARTED]))).toEqual([]);
    expect(tagsWorthShowing(urgent([NORMAL, NOT_STARTED]))).toEqual([]);
    expect(names(tagsWorthShowing(urgent([HIGH])))).toEqual(['Alta']);
    expect(names(tagsWorthShowing({ ...urgent([URGENT_PRIORITY]), urgent: false }))).toEqual(['Urgente']);
  });

  it('copes with a task without tags', () => {
    expect(tagsWorthShowing({ ...task(1, 'Sin etiquetas', '2026-11-21T10:00:00+01:00'), tags: undefined })).toEqual([]);
  });
});
