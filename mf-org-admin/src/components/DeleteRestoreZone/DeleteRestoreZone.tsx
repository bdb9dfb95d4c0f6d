import { DangerZone } from '@portal/shared-ui';

type DeleteRestoreZoneProps = {
  /** What the record is, in a sentence ('equipo', 'departamento', 'subdepartamento'). */
  noun: string;
  name: string;
  deleted: boolean;
  deleteLabel: string;
  restoreLabel: string;
  onToggle: (deleted: boolean) => Promise<boolean>;
};

/** 'Eliminar …' or 'Recuperar …' at the end of the screen, set apart, after a yes/no question that names the record. */
export function DeleteRestoreZone({ noun, name, deleted, deleteLabel, restoreLabel, onToggle }: DeleteRestoreZoneProps) {
  return deleted ? (
    <DangerZone
      tone="safe"
      description={`Este ${noun} está eliminado. Al recuperarlo vuelve a aparecer en el portal.`}
      actionLabel={restoreLabel}
      confirmMessage={`¿Recuperar el ${noun} «${name}»?`}
      onConfirm={() => onToggle(false)}
    />
  ) : (
    <DangerZone
      description={`Al eliminarlo, el ${noun} deja de aparecer en el portal. Podrá recuperarlo después marcando «Mostrar eliminados».`}
      actionLabel={deleteLabel}
      confirmMessage={`¿Eliminar el ${noun} «${name}»?`}
      onConfirm={() => onToggle(true)}
    />
  );
}
