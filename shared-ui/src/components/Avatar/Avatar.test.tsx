import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './Avatar';
import { DEFAULT_AVATAR_SRC } from './default-avatar';

describe('Avatar', () => {
  it('loads /api/files/{id} from a media object IRI or an id', () => {
    const { rerender } = render(<Avatar image="/api/media_objects/9" alt="Ana García" />);
    expect(screen.getByRole('img', { name: 'Ana García' })).toHaveAttribute('src', '/api/files/9');
    rerender(<Avatar image={12} alt="Ana García" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/api/files/12');
  });

  it('shows the inline default picture without an image', () => {
    render(<Avatar image={null} alt="Sin foto" />);
    const src = screen.getByRole('img').getAttribute('src') ?? '';
    expect(src).toBe(DEFAULT_AVATAR_SRC);
    expect(src.startsWith('data:image/svg+xml,')).toBe(true);
  });

  it('falls back to the default picture when the file fails to load', () => {
    render(<Avatar image="/api/media_objects/9" alt="Ana García" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
  });

  it('is square at 7rem unless told otherwise', () => {
    const { rerender } = render(<Avatar image={1} alt="A" />);
    expect(screen.getByRole('img')).toHaveClass('avatar');
    expect(screen.getByRole('img').style.getPropertyValue('--avatar-size')).toBe('7rem');
    rerender(<Avatar image={1} alt="A" size="2.5rem" />);
    expect(screen.getByRole('img').style.getPropertyValue('--avatar-size')).toBe('2.5rem');
  });
});
