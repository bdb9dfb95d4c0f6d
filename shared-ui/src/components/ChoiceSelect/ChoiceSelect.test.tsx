import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceSelect } from './ChoiceSelect';

const departments = [
  { id: 4, name: 'Tecnología' },
  { id: 7, name: 'Finanzas' },
];

describe('ChoiceSelect', () => {
  it('answers the chosen id, and null for its placeholder', async () => {
    const onChange = jest.fn();
    render(<ChoiceSelect label="Departamento" value={null} choices={departments} placeholder="Seleccione departamento" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Departamento' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Seleccione departamento', 'Tecnología', 'Finanzas']);
    await userEvent.selectOptions(select, 'Finanzas');
    await userEvent.selectOptions(select, 'Seleccione departamento');
    expect(onChange.mock.calls).toEqual([[7], [null]]);
  });

  it('without a placeholder always shows one of its choices; disabled when told', () => {
    render(<ChoiceSelect label="Equipo" value={7} choices={departments} disabled onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Equipo' });
    expect(select).toHaveValue('7');
    expect(select).toBeDisabled();
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});
