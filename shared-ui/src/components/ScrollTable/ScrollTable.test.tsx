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
    const box = screen.getByRole('region', { name: 'Periodos' });
    expect(box).toHaveClass('table-scroll');
    expect(box).toHaveAttribute('tabindex', '0');
    expect(table.parentElement).toBe(box);
    expect(table.querySelector('caption')).toBeNull();
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual(['Tarea', 'Fin', 'Eliminar']);
    expect(within(headings[2] as HTMLElement).getByText('Eliminar')).toHaveClass('visually-hidden');
    expect(headings[0]?.querySelector('.visually-hidden')).toBeNull();
  });

  it('shows its name as the caption when asked, the box keeping the name, and its totals in the footer', () => {
    render(
      <ScrollTable
        label="Horario solicitado"
        caption
        columns={['Días']}
        footer={
          <tr>
            <td>Total</td>
          </tr>
        }
      >
        <tr>
          <td>L–V</td>
        </tr>
      </ScrollTable>,
    );
    const table = screen.getByRole('table', { name: 'Horario solicitado' });
    expect(table).not.toHaveAttribute('aria-label');
    expect(within(table).getByText('Horario solicitado').tagName).toBe('CAPTION');
    expect(screen.getByRole('region', { name: 'Horario solicitado' })).toContainElement(table);
    expect(screen.getByText('Total').closest('tfoot')).not.toBeNull();
  });
});
