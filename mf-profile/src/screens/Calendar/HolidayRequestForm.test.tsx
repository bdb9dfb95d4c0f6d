import type { CalendarAssignment } from '@portal/shared-api';
import type { FakeApi } from '@portal/shared-api/testing';
import { fakeApi, renderRoutes } from '@portal/shared-ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { calendarAction } from './calendar.data';
import { type DaySelection, NO_SELECTION, pickDay } from './day-selection';
import { HolidayRequestForm } from './HolidayRequestForm';
import { MonthGrid } from './MonthGrid';

const CREATE = 'POST /api/calendar_assignments';
/** Día de Canarias, Tuesday 30 May 2028. */
const HOLIDAYS = new Map([['2028-05-30', 'Día de Canarias']]);
/** Five working days already asked in June and waiting: 22 − 5 = 17 left before this request. */
const PENDING = {
  '@id': '/api/calendar_assignments/3',
  id: 3,
  startDay: '2028-06-05',
  endDay: '2028-06-09',
  managed: false,
  authorized: false,
} as CalendarAssignment;

/** The form and May 2028 sharing one selection, as the calendar screen holds them. */
function Picking({ onClose }: { onClose: () => void }) {
  const [selection, setSelection] = useState<DaySelection>(NO_SELECTION);
  return (
    <>
      <HolidayRequestForm
        selection={selection}
        onSelect={setSelection}
        holidays={[...HOLIDAYS.keys()]}
        holidayRange={{ first: '2027-01-01', last: '2029-12-31' }}
        allowance={22}
        requests={[PENDING]}
        today="2028-05-02"
        onClose={onClose}
      />
      <div className="calendar-days">
        <MonthGrid
          year={2028}
          month={5}
          today="2028-05-02"
          entries={new Map()}
          holidays={HOLIDAYS}
          selection={selection}
          onPick={(day) => setSelection((current) => pickDay(current, day))}
        />
      </div>
    </>
  );
}

let api: FakeApi;

function renderPicking() {
  const onClose = jest.fn();
  api = fakeApi({ [CREATE]: () => ({ status: 201, data: { '@id': '/api/calendar_assignments/9', id: 9 } }) });
  renderRoutes([{ path: '/calendario', action: calendarAction, element: <Picking onClose={onClose} /> }], { path: '/calendario' });
  return onClose;
}

const day = (label: RegExp) => screen.getByRole('button', { name: label });

describe('HolidayRequestForm', () => {
  it('counts the working days and what is left as a first and a last day are clicked on the calendar, the public holiday left out', async () => {
    renderPicking();
    await userEvent.click(day(/^29 de mayo de 2028/));
    expect(screen.getByText('Se descontará 1 día laborable; le quedarán 16')).toBeInTheDocument();
    await userEvent.click(day(/^31 de mayo de 2028/));
    expect(screen.getByText('Se descontarán 2 días laborables; le quedarán 15')).toBeInTheDocument();
    expect(screen.getByLabelText('Fecha de inicio')).toHaveValue('2028-05-29');
    expect(screen.getByLabelText('Fecha de fin')).toHaveValue('2028-05-31');
    expect(day(/^30 de mayo de 2028, festivo: Día de Canarias, elegido$/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes the days from the keyboard: arrows move between days, Enter picks', async () => {
    renderPicking();
    day(/^22 de mayo de 2028/).focus();
    await userEvent.keyboard('{Enter}{ArrowDown}{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.getByLabelText('Fecha de inicio')).toHaveValue('2028-05-22');
    expect(screen.getByLabelText('Fecha de fin')).toHaveValue('2028-05-31');
    // Eight weekdays from Monday 22 to Wednesday 31, Día de Canarias not among the spent.
    expect(screen.getByText('Se descontarán 7 días laborables; le quedarán 10')).toBeInTheDocument();
  });

  it('counts the dates typed in the form the same way, and a weekend spends nothing', async () => {
    renderPicking();
    fireEvent.change(screen.getByLabelText('Fecha de inicio'), { target: { value: '2028-05-29' } });
    fireEvent.change(screen.getByLabelText('Fecha de fin'), { target: { value: '2028-06-02' } });
    expect(screen.getByText('Se descontarán 4 días laborables; le quedarán 13')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Fecha de inicio'), { target: { value: '2028-05-27' } });
    fireEvent.change(screen.getByLabelText('Fecha de fin'), { target: { value: '2028-05-28' } });
    expect(screen.getByText('Se descontarán 0 días laborables; le quedarán 17')).toBeInTheDocument();
  });

  it('sends the picked days with the note for the approver, bounded to 500 characters', async () => {
    const onClose = renderPicking();
    await userEvent.click(day(/^29 de mayo de 2028/));
    await userEvent.click(day(/^31 de mayo de 2028/));
    const note = screen.getByLabelText('Nota para quien aprueba (opcional)');
    expect(note).toHaveAttribute('maxLength', '500');
    await userEvent.type(note, 'Boda en Tenerife');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = api.calls.filter((call) => call.key === CREATE).map((call) => call.body);
    expect(sent).toEqual([{ type: 1, start: '2028-05-29T00:00:00+02:00', end: '2028-05-31T23:59:59+02:00', note: 'Boda en Tenerife' }]);
  });

  it('refuses a period over 366 days before it can be sent', async () => {
    renderPicking();
    fireEvent.change(screen.getByLabelText('Fecha de inicio'), { target: { value: '2028-05-29' } });
    fireEvent.change(screen.getByLabelText('Fecha de fin'), { target: { value: '9999-12-30' } });
    expect(await screen.findByText('El periodo no puede superar 366 días')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeDisabled();
  });
});
