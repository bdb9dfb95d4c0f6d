import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Profiler, type ReactNode, Suspense, useState } from 'react';
import { type CardModule, defineRemoteCards } from './remote-cards';

class Boundary extends Component<{ children: ReactNode; onRetry?: () => void }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <>
        <p role="alert">{String(this.state.error)}</p>
        {this.props.onRetry && (
          <button type="button" onClick={this.props.onRetry}>
            Reintentar
          </button>
        )}
      </>
    );
  }
}

/** As the shell's card: 'Reintentar' resets the card's failed queries and mounts its content again. */
function RetryableCard({ children }: { children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary
          key={attempt}
          onRetry={() => {
            reset();
            setAttempt((count) => count + 1);
          }}
        >
          {children}
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  );
}

/** A card folder whose import the test settles by hand. */
function pendingFolder() {
  let settle: { resolve: (module: CardModule) => void; reject: (error: unknown) => void } | undefined;
  const folder = new Promise<CardModule>((resolve, reject) => {
    settle = { resolve, reject };
  });
  if (!settle) throw new Error('unreachable');
  return { folder, ...settle };
}

const card = (name: string, load: () => Promise<CardModule>) => {
  const [defined] = defineRemoteCards('mf_demo', [{ card: name, title: name, access: 'isAuthenticated', load }]);
  if (!defined) throw new Error('no card');
  return defined.Component;
};

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe("a home card's code, loaded without suspending", () => {
  it("shows its content as soon as its code arrives, while another card's code is still on its way", async () => {
    const slow = pendingFolder();
    const fast = pendingFolder();
    const Slow = card('slow', () => slow.folder);
    const Fast = card('fast', () => fast.folder);
    // As on the home: each card in a boundary of its own, both showing their loading state at first.
    render(
      <>
        <Suspense fallback={<p>Cargando lento</p>}>
          <Slow />
        </Suspense>
        <Suspense fallback={<p>Cargando rápido</p>}>
          <Fast />
        </Suspense>
      </>,
    );
    await flush();
    expect(screen.getAllByRole('status')).toHaveLength(2);
    await act(async () => fast.resolve({ Component: () => <p>Contenido rápido</p> }));
    // A suspended card would be held back for up to 300 ms after the page's last fallback showed.
    await flush();
    expect(screen.getByText('Contenido rápido')).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it("throws a failed import to the card's boundary", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = pendingFolder();
    const Failing = card('failing', () => failing.folder);
    render(
      <Boundary>
        <Failing />
      </Boundary>,
    );
    await act(async () => failing.reject(new Error('sin red')));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('sin red');
    jest.restoreAllMocks();
  });

  it("imports a failed folder again on 'Reintentar', and only then", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let imports = 0;
    const Flaky = card('flaky', async () => {
      imports += 1;
      if (imports === 1) throw new Error('sin red');
      return { Component: () => <p>Contenido tras reintentar</p> };
    });
    render(
      <RetryableCard>
        <Flaky />
      </RetryableCard>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('sin red');
    expect(imports).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Contenido tras reintentar')).toBeInTheDocument();
    expect(imports).toBe(2);
    jest.restoreAllMocks();
  });

  it('shows a card whose code arrived before it mounted in its first commit, with no loading state before', async () => {
    const Ready = card('ready', async () => ({ Component: () => <p>Contenido listo</p> }));
    await Ready.preload?.();
    let commits = 0;
    render(
      <Profiler id="card" onRender={() => (commits += 1)}>
        <Ready />
      </Profiler>,
    );
    await flush();
    expect(screen.getByText('Contenido listo')).toBeInTheDocument();
    expect(commits).toBe(1);
  });
});

