export type CheckboxChoice = { id: number; name: string };

type CheckboxListProps = { legend: string; choices: readonly CheckboxChoice[]; selected: ReadonlySet<number>; onChange: (selected: Set<number>) => void };

/** A fieldset of checkboxes choosing several items (departments, teams). */
export function CheckboxList({ legend, choices, selected, onChange }: CheckboxListProps) {
  const toggle = (id: number, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    <fieldset className="user-admin-choices">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.id} className="org-checkbox">
          <input type="checkbox" checked={selected.has(choice.id)} onChange={(event) => toggle(choice.id, event.target.checked)} /> {choice.name}
        </label>
      ))}
    </fieldset>
  );
}
