import type { AppEvent } from '@portal/shared-api';
import { formatDateTime, ScrollTable } from '@portal/shared-ui';
import type { SectionData } from './admin-console.data';
import { LogSectionFrame } from './LogSectionFrame';

/** The kinds the API filters app events by, with their Spanish labels. */
export const ACTIVITY_KINDS: Record<string, string> = {
  login: 'Inicio de sesión',
  'login fallido': 'Inicio de sesión fallido',
  'cambio de contraseña': 'Cambio de contraseña',
  'ver tablero': 'Vista de tablero',
};

/** 'Actividad': sign-ins, failed sign-ins, password changes and board views, newest first. */
export function ActivitySection({ data }: { data: SectionData<AppEvent> }) {
  return (
    <LogSectionFrame section="actividad" title="Actividad" data={data} choice={{ label: 'Tipo', options: ACTIVITY_KINDS }} empty="No hay actividad con estos filtros.">
      {(events) => (
        <ScrollTable label="Sucesos registrados" className="log-table" columns={['Fecha', 'Persona', 'Actividad', 'Dirección']}>
          {events.map((event) => (
            <tr key={event.id}>
              <td className="cell-date">{formatDateTime(event.createdAt)}</td>
              <td>{event.userName ?? '—'}</td>
              <td>{ACTIVITY_KINDS[event.name] ?? event.name}</td>
              <td>{event.ip ?? '—'}</td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </LogSectionFrame>
  );
}
