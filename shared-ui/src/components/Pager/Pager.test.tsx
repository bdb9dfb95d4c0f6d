import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pager } from './Pager';

function Paged({ pages, start = 1 }: { pages: number; start?: number }) {
  const [page, setPage] = useState(start);
  return <Pager page={page} pages={pages} label="Páginas de tareas" onPage={setPage} />;
}

describe('Pager', () => {
  it('says which page of how many, and disables the button at each end', async () => {
    render(<Paged pages={2} />);
    expect(screen.getByRole('navigation', { name: 'Páginas de tareas' })).toHaveTextContent('Página 1 de 2');
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeEnabled();
  });

  it('moves with the arrow keys, Home and End, and keeps the focus on a button that still works', async () => {
    render(<Paged pages={5} start={3} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Anterior' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('Página 4 de 5')).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    expect(screen.getByText('Página 1 de 5')).toBeInTheDocument();
    // 'Anterior' is disabled on the first page: the focus moved to 'Siguiente'.
    expect(screen.getByRole('button', { name: 'Siguiente' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('Página 1 de 5')).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    expect(screen.getByText('Página 5 de 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('Página 4 de 5')).toBeInTheDocument();
  });

  it('shows nothing for a single page, and does not move while a page loads', async () => {
    const onPage = jest.fn();
    const { rerender } = render(<Pager page={1} pages={1} label="Páginas" onPage={onPage} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(<Pager page={1} pages={3} label="Páginas" onPage={onPage} busy />);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    screen.getByRole('navigation').focus();
    await userEvent.keyboard('{End}');
    expect(onPage).not.toHaveBeenCalled();
  });
});
