import type { CalendarAssignment, Justification } from '@portal/shared-api';
import { entriesByDay, monthCells } from './calendar-entries';

const user = (id: number, name: string) => ({ '@id': `/api/users/${id}`, '@type': 'User', id, name, email: `${name}@empresa.es`, image: null, deleted: false });
const holidayRequest = (id: number, managed: boolean, authorized: boolean, extra: Partial<CalendarAssignment> = {}) =>
  ({
    '@id': `/api/calendar_assignments/${id}`,
    '@type': 'CalendarAssignment',
    id,
    user: user(1, 'ana'),
    type: 1,
    start: '2027-03-01T00:00:00+01:00',
    end: '2027-03-02T23:59:59+01:00',
    startDay: '2027-03-01',
    endDay: '2027-03-02',
    managed,
    authorized,
    ...extra,
  }) as CalendarAssignment;

describe('calendar entries', () => {
  it('colour own requests by state, with the rejection reason', () => {
    const entries = entriesByDay({
      requests: [holidayRequest(1, true, false, { rejectReason: 'Cierre de trimestre' })],
      absences: [],
      justifications: [],
      holidays: [{ date: '2027-03-02', name: 'Fiesta' }],
    });
    expect(entries.get('2027-03-01')).toEqual([{ kind: 'rejected', label: 'Vacaciones: Rechazada (Cierre de trimestre)' }]);
    expect(entries.get('2027-03-02')?.map((entry) => entry.kind)).toEqual(['holiday', 'rejected']);
    expect(entries.get('2027-03-03')).toBeUndefined();
  });

  it("draw a request on the days the API counts, whatever its instants read in the browser's zone", () => {
    // Written as UTC days: its last second is already 3 March in Madrid.
    const utcDays = holidayRequest(4, false, false, { start: '2027-03-01T01:00:00+01:00', end: '2027-03-03T00:59:59+01:00' });
    const entries = entriesByDay({ requests: [utcDays], absences: [], justifications: [], holidays: [] });
    expect(entries.get('2027-03-02')?.map((entry) => entry.kind)).toEqual(['pending']);
    expect(entries.get('2027-03-03')).toBeUndefined();
  });

  it('show colleagues only as away, never with a reason', () => {
    const away = holidayRequest(2, true, true, { user: user(2, 'Laura'), rejectReason: 'privado' });
    const entries = entriesByDay({ requests: [], absences: [away], justifications: [], holidays: [] });
    expect(entries.get('2027-03-01')).toEqual([{ kind: 'absent', label: 'Ausente: Laura' }]);
  });

  it('name justifications by reason and state', () => {
    const justification = { id: 3, start: '2027-03-04T08:00:00+01:00', end: '2027-03-04T15:00:00+01:00', reason_id: 2, status: false } as Justification;
    const entries = entriesByDay({ requests: [], absences: [], justifications: [justification], holidays: [] });
    expect(entries.get('2027-03-04')).toEqual([{ kind: 'justification', label: 'Baja médica (pendiente)' }]);
  });

  it('start a month grid on Monday', () => {
    // 2027-03-01 is a Monday, 2027-08-01 a Sunday.
    expect(monthCells(2027, 3).slice(0, 2)).toEqual(['2027-03-01', '2027-03-02']);
    expect(monthCells(2027, 8).indexOf('2027-08-01')).toBe(6);
    expect(monthCells(2027, 2)).toHaveLength(28);
  });
});
