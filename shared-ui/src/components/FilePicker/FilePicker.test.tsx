import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FilePicker } from './FilePicker';

function Harness() {
  const [name, setName] = useState<string | null>(null);
  return (
    <>
      <label htmlFor="adjunto">Adjunto</label>
      <FilePicker id="adjunto" fileName={name} onChange={(event) => setName(event.target.files?.[0]?.name ?? null)} />
    </>
  );
}

describe('FilePicker', () => {
  it('reads in Spanish, opens the picker from its button and names the chosen file', async () => {
    const { container } = render(<Harness />);
    const face = container.querySelector('.file-picker-face');
    expect(face).toHaveAttribute('aria-hidden', 'true');
    expect(face).toHaveTextContent('Elegir archivo');
    expect(face).toHaveTextContent('Ningún archivo seleccionado');

    const input = screen.getByLabelText('Adjunto');
    const opened = jest.spyOn(input, 'click');
    await userEvent.click(screen.getByText('Elegir archivo'));
    expect(opened).toHaveBeenCalledTimes(1);

    await userEvent.upload(input, new File(['x'], 'parte.pdf', { type: 'application/pdf' }));
    expect(face).toHaveTextContent('parte.pdf');
    expect(face).not.toHaveTextContent('Ningún archivo seleccionado');
  });

  it('keeps the labelled input the one control a keyboard reaches', async () => {
    render(<Harness />);
    await userEvent.tab();
    expect(screen.getByLabelText('Adjunto')).toHaveFocus();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });
});
