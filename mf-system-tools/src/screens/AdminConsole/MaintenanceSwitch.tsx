import { type Configuration, configurationsApi } from '@portal/shared-api';
import { Switch, useWriteAndRevalidate } from '@portal/shared-ui';

export const MAINTENANCE_SWITCH_TEXTS = {
  SECTION: 'Modo mantenimiento',
  DESCRIPTION:
    'Mientras está activado, solo los administradores pueden usar el portal: el resto de personas ve un aviso de mantenimiento y no puede guardar cambios, y las tareas automáticas se detienen.',
  TURNED_ON: 'Modo mantenimiento activado',
  TURNED_OFF: 'Modo mantenimiento desactivado',
} as const;

/** The `client_maintenance` switch: '1' on, '0' off, written like any configuration; a refused change puts it back. */
export function MaintenanceSwitch({ flag }: { flag: Configuration }) {
  const write = useWriteAndRevalidate();
  const turn = async (on: boolean) =>
    (
      await write(() => configurationsApi.update(flag.id, { data: on ? '1' : '0', value: flag.value }), {
        success: on ? MAINTENANCE_SWITCH_TEXTS.TURNED_ON : MAINTENANCE_SWITCH_TEXTS.TURNED_OFF,
      })
    ).ok;
  return (
    <section className="card" aria-labelledby="maintenance-section-title">
      <h2 id="maintenance-section-title">{MAINTENANCE_SWITCH_TEXTS.SECTION}</h2>
      <Switch label={MAINTENANCE_SWITCH_TEXTS.SECTION} description={MAINTENANCE_SWITCH_TEXTS.DESCRIPTION} checked={flag.data === '1'} onChange={turn} />
    </section>
  );
}
