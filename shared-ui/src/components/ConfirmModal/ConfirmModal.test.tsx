import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmModal } from './ConfirmModal';

function renderModal(props: Partial<Parameters<typeof ConfirmModal>[0]> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  const view = render(
    <>
      <button type="button">Eliminar</button>
      <ConfirmModal
        open
        title="Eliminar archivo"
        message="¿Está seguro de que desea eliminar este archivo?"
        onConfirm={onConfirm}
        onCancel={onCancel}
        {...props}
      />
    </>,
  );
  return { onConfirm, onCancel, ...view };
}

describe('ConfirmModal', () => {
  it('renders nothing while closed', () => {
    renderModal({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a named modal dialog with Sí and No, and takes the focus', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Eliminar archivo' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('¿Está seguro de que desea eliminar este archivo?');
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sí' })).toBeEnabled();
  });

  it('confirms and cancels with its buttons', async () => {
    const { onConfirm, onCancel } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Sí' }));
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape and keeps Tab inside the dialog', async () => {
    const { onCancel, onConfirm } = renderModal();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Sí' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Sí' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables both buttons and says Un momento... while busy, and ignores Escape', async () => {
    const { onCancel } = renderModal({ busy: true, confirmLabel: 'Sí, borrar' });
    expect(screen.getByRole('button', { name: 'Un momento...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Sí, borrar' })).not.toBeInTheDocument();
    screen.getByRole('dialog').focus();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('gives the focus back when it closes', () => {
    const { rerender, onConfirm, onCancel } = renderModal({ open: false });
    const opener = screen.getByRole('button', { name: 'Eliminar' });
    opener.focus();
    const props = { title: 'Eliminar archivo', message: '¿Seguro?', onConfirm, onCancel };
    rerender(
      <>
        <button type="button">Eliminar</button>
        <ConfirmModal open {...props} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    rerender(
      <>
        <button type="button">Eliminar</button>
        <ConfirmModal open={false} {...props} />
      </>,
    );
    expect(opener).toHaveFocus();
  });
});
