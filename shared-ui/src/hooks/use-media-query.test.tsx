import { act, render, screen } from '@testing-library/react';
import { useMediaQuery } from './use-media-query';

function Probe() {
  return <p>{useMediaQuery('(max-width: 40rem)') ? 'teléfono' : 'pantalla ancha'}</p>;
}

it('follows the window as it crosses the query', () => {
  let matches = false;
  const listeners = new Set<() => void>();
  const spy = jest.spyOn(window, 'matchMedia').mockImplementation(
    (media) =>
      ({
        media,
        get matches() {
          return matches;
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  try {
    render(<Probe />);
    expect(screen.getByText('pantalla ancha')).toBeInTheDocument();
    matches = true;
    act(() => {
      for (const listener of listeners) listener();
    });
    expect(screen.getByText('teléfono')).toBeInTheDocument();
  } finally {
    spy.mockRestore();
  }
});
