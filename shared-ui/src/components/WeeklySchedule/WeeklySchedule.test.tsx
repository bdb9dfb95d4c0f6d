import type { WorkSchedule, WorkScheduleUnit } from '@portal/shared-api';
import { render, screen, within } from '@testing-library/react';
import { WeeklySchedule } from './WeeklySchedule';

let nextId = 1;
const unit = (week_day: number, start: string, end: string): WorkScheduleUnit => {
  const id = nextId++;
  return { '@id': `/api/work_schedule_units/${id}`, id, week_day, start, end };
};
const schedule = (units: WorkScheduleUnit[]): WorkSchedule => ({
  '@id': '/api/work_schedules/1',
  id: 1,
  name: 'Partido',
  deleted: false,
  units,
});

describe('WeeklySchedule', () => {
  it('has the columns L M X J V S D', () => {
    render(<WeeklySchedule schedule={schedule([unit(1, '08:00', '15:00')])} caption="Horario actual" />);
    const table = screen.getByRole('table', { name: 'Horario actual' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['L', 'M', 'X', 'J', 'V', 'S', 'D']);
  });

  it('lists each day ranges sorted by start, from either time form, and — for empty days', () => {
    render(
      <WeeklySchedule
        schedule={schedule([
          unit(1, '1970-01-01T16:00:00+01:00', '1970-01-01T19:00:00+01:00'),
          unit(1, '1970-01-01T08:00:00+01:00', '1970-01-01T14:00:00+01:00'),
          unit(7, '10:00:00', '12:30:00'),
        ])}
      />,
    );
    const cells = screen.getAllByRole('cell');
    expect(cells).toHaveLength(7);
    expect(within(cells[0] as HTMLElement).getAllByText(/ - /).map((line) => line.textContent)).toEqual(['08:00 - 14:00', '16:00 - 19:00']);
    expect(cells[1]).toHaveTextContent('—');
    expect(cells[6]).toHaveTextContent('10:00 - 12:30');
  });

  it('shows the free-time message for a schedule without units', () => {
    render(<WeeklySchedule schedule={schedule([])} />);
    expect(screen.getByText('Horario libre: sin franjas de trabajo asignadas')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
