import { type Configuration, configurationsApi } from '@portal/shared-api';
import { useWriteAndRevalidate } from '@portal/shared-ui';

export const MAINTENANCE_SWITCH_TEXTS = {
  SECTION: 'Modo mantenimiento',
  TURNED_ON: 'Modo mantenimiento activado',
  TURNED_OFF: 'Modo mantenimiento desactivado',
} as const;

/** The `client_maintenance` switch: '1' on, '0' off, written like any configuration. */
export function MaintenanceSwitch({ flag }: { flag: Configuration }) {
  const write = useWriteAndRevalidate();
  const on = flag.data === '1';
  const toggle = () =>
    void write(() => configurationsApi.update(flag.id, { data: on ? '0' : '1', value: flag.value }), {
      success: on ? MAINTENANCE_SWITCH_TEXTS.TURNED_OFF : MAINTENANCE_SWITCH_TEXTS.TURNED_ON,
    });
  return (
    <section className="card" aria-labelledby="maintenance-section-title">
      <h2 id="maintenance-section-title">{MAINTENANCE_SWITCH_TEXTS.SECTION}</h2>
      <label>
        <input type="checkbox" role="switch" aria-checked={on} checked={on} onChange={toggle} /> {MAINTENANCE_SWITCH_TEXTS.SECTION}
      </label>
    </section>
  );
}
