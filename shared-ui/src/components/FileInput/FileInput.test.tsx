import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { checkUploadFile } from './check-upload';
import { FileInput } from './FileInput';

const sized = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

function Harness({ kind = 'attachment' as const, onChange = jest.fn() }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileInput
      label="Adjunto"
      kind={kind}
      file={file}
      onChange={(next) => {
        setFile(next);
        onChange(next);
      }}
    />
  );
}

describe('FileInput', () => {
  it('accepts an allowed file, names it and lets it be removed', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const pdf = sized('informe.pdf', 'application/pdf', 10);
    await userEvent.upload(screen.getByLabelText('Adjunto'), pdf);
    expect(onChange).toHaveBeenLastCalledWith(pdf);
    expect(screen.getByText('informe.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar archivo' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText('informe.pdf')).not.toBeInTheDocument();
  });

  it('refuses a file that is too large or of a wrong type, with the server’s message', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Adjunto'), sized('video.pdf', 'application/pdf', 10 * 1024 * 1024 + 1), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('El archivo supera el tamaño máximo de 10 MB.');
    expect(onChange).toHaveBeenLastCalledWith(null);
    await userEvent.upload(screen.getByLabelText('Adjunto'), sized('pagina.html', 'text/html', 10), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Tipo de archivo no permitido');
    expect(screen.getByLabelText('Adjunto')).toHaveAttribute('aria-invalid', 'true');
  });

  it('holds avatars and logos to the picture rules', () => {
    expect(checkUploadFile(sized('logo.svg', 'image/svg+xml', 10), 'picture')).toBe(
      'Tipo de archivo no permitido: solo se admiten imágenes PNG, JPEG, GIF o WEBP.',
    );
    expect(checkUploadFile(sized('logo.png', 'image/png', 3 * 1024 * 1024), 'picture')).toBe('El archivo supera el tamaño máximo de 2 MB.');
    expect(checkUploadFile(sized('logo.png', 'image/png', 100), 'picture')).toBeNull();
    expect(checkUploadFile(sized('datos.csv', '', 100), 'attachment')).toBeNull();
    expect(checkUploadFile(sized('vacio.txt', 'text/plain', 0), 'attachment')).toBe('El archivo está vacío.');
  });
});
