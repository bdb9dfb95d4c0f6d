import { render, screen, within } from '@testing-library/react';
import { ScrollTable } from './ScrollTable';

describe('ScrollTable', () => {
  it('names its columns, one for screen readers only with its cell kept, inside a box that scrolls', () => {
    render(
      <ScrollTable className="times-table" label="Periodos" busy columns={['Tarea', 'Fin', { label: 'Eliminar', hidden: true }]}>
        <tr>
          <td>Informe</td>
          <td>10:00</td>
          <td>
            <button type="button">Eliminar</button>
          </td>
        </tr>
      </ScrollTable>,
    );
    const table = screen.getByRole('table', { name: 'Periodos' });
    expect(table).toHaveClass('table', 'times-table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table.parentElement).toHaveClass('table-scroll');
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual(['Tarea', 'Fin', 'Eliminar']);
    expect(within(headings[2] as HTMLElement).getByText('Eliminar')).toHaveClass('visually-hidden');
    expect(headings[0]?.querySelector('.visually-hidden')).toBeNull();
  });
});
