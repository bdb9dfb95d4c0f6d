import { type AuditLog, activityLogsApi } from '@portal/shared-api';
import { formatDateTime, ScrollTable } from '@portal/shared-ui';
import { useSearchParams } from 'react-router';
import type { SectionData } from './admin-console.data';
import { LogSectionFrame } from './LogSectionFrame';
import { filtersOf } from './log-filters';

/** The audited entities, as the API names them, with their Spanish labels. */
export const AUDITED_ENTITIES: Record<string, string> = {
  User: 'Personas',
  Department: 'Departamentos',
  Subdepartment: 'Subdepartamentos',
  Team: 'Equipos',
  UserTeam: 'Miembros de equipo',
  DepartmentMembers: 'Miembros de departamento',
  Configuration: 'Configuración',
  Task: 'Tareas',
  Subtask: 'Subtareas',
  MediaObject: 'Archivos',
  TimeCap: 'Timecaps',
  UserSchedule: 'Horarios',
  CalendarAssignment: 'Calendario',
  Justification: 'Justificaciones',
  DatabaseBackup: 'Copias de seguridad',
};

/** The record as people know it; one whose name nothing keeps any more by its id. */
export function recordLabel(entry: Pick<AuditLog, 'entityId' | 'entityLabel'>): string {
  if (entry.entityLabel) return entry.entityLabel;
  return entry.entityId === null ? '—' : `Eliminado (#${entry.entityId})`;
}

export const AUDIT_ACTIONS: Record<AuditLog['action'], string> = { create: 'Alta', update: 'Modificación', delete: 'Borrado', restore: 'Restauración' };

/** The fields of `value` that differ from `other`: an update shows what it changed, not the whole row twice. */
function changedFields(value: Record<string, unknown>, other: Record<string, unknown> | null): Record<string, unknown> {
  if (other === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([field, one]) => JSON.stringify(one) !== JSON.stringify(other[field])));
}

function Snapshot({ value, other, label }: { value: Record<string, unknown> | null; other: Record<string, unknown> | null; label: string }) {
  if (value === null) return <>—</>;
  return (
    <details>
      <summary>{label}</summary>
      <pre className="log-snapshot">{JSON.stringify(changedFields(value, other), null, 2)}</pre>
    </details>
  );
}

/** 'Registro de auditoría': who changed what, when, from which address, with the row before and after; 'Descargar' as .xlsx. */
export function AuditSection({ data }: { data: SectionData<AuditLog> }) {
  const [search] = useSearchParams();
  const { choice: entity, page: _page, ...filters } = filtersOf(search, 'auditoria');
  const download = (
    <a className="btn" href={activityLogsApi.auditLogSpreadsheetUrl({ ...filters, entity })} download="registro-de-auditoria.xlsx">
      Descargar
    </a>
  );
  return (
    <LogSectionFrame
      section="auditoria"
      title="Registro de auditoría"
      data={data}
      choice={{ label: 'Entidad', options: AUDITED_ENTITIES }}
      empty="No hay cambios registrados con estos filtros."
      actions={download}
    >
      {(entries) => (
        <ScrollTable label="Cambios registrados" className="log-table" columns={['Fecha', 'Persona', 'Dirección', 'Acción', 'Entidad', 'Registro', 'Antes', 'Después']}>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="cell-date">{formatDateTime(entry.createdAt)}</td>
              <td>{entry.actorName ?? 'Sistema'}</td>
              <td>{entry.actorIp ?? '—'}</td>
              <td>{AUDIT_ACTIONS[entry.action] ?? entry.action}</td>
              <td>{AUDITED_ENTITIES[entry.entity] ?? entry.entity}</td>
              <td>{recordLabel(entry)}</td>
              <td>
                <Snapshot value={entry.before} other={entry.after} label="Ver antes" />
              </td>
              <td>
                <Snapshot value={entry.after} other={entry.before} label="Ver después" />
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </LogSectionFrame>
  );
}
