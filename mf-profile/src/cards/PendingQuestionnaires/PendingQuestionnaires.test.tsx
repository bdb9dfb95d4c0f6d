import type { SessionUser } from '@portal/shared-api';
import { installFakeLiveFeed } from '@portal/shared-api/testing';
import { collection, fakeApi, renderCard, signIn } from '@portal/shared-ui/testing';
import { screen } from '@testing-library/react';
import { answered, quiz } from '../../testing/quiz-fixtures';
import { widgets } from '../../cards';

const pendingQuestionnaires = widgets.find((card) => card.id === 'mf_profile.pending-questionnaires');
if (!pendingQuestionnaires) throw new Error('no pending-questionnaires card');

const user = { '@id': '/api/users/7', id: 7, email: 'ana.garcia@empresa.es', name: 'Ana García', roles: ['ROLE_USER'] } as unknown as SessionUser;

beforeEach(() => signIn({ user }));

describe('the "Cuestionarios pendientes" card', () => {
  it('counts the open questionnaires asked of her and not answered, and follows a new one published', async () => {
    const feed = installFakeLiveFeed();
    let quizzes = [quiz(1), quiz(2, answered(2, {})), quiz(3, { closed: true }), quiz(4, { inAudience: false })];
    fakeApi({ 'GET /api/quizzes': () => collection(quizzes) });
    await renderCard(pendingQuestionnaires);
    expect(await screen.findByTestId('pending-questionnaires-count')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'cuestionario por responder' })).toHaveAttribute('href', '/quizz');
    quizzes = [...quizzes, quiz(5)];
    await feed.send(quiz(5));
    expect(await screen.findByRole('link', { name: 'cuestionarios por responder' })).toBeInTheDocument();
    expect(screen.getByTestId('pending-questionnaires-count')).toHaveTextContent('2');
    feed.restore();
  });

  it('fails to the card when the questionnaires cannot be read', async () => {
    const api = fakeApi({ 'GET /api/quizzes': () => ({ status: 500, data: { 'hydra:description': 'Error interno' } }) });
    await renderCard(pendingQuestionnaires);
    expect(await screen.findByRole('alert')).toHaveTextContent('Fallo: Error interno');
    expect(api.calls.map((call) => call.key)).toEqual(['GET /api/quizzes']);
  });
});
