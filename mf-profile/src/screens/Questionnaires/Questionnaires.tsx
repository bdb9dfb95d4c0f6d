import { useLiveUpdates, useRouteTitle } from '@portal/shared-ui';
import { useLoaderData } from 'react-router';
import { pendingQuizzes } from '../../components/quiz-lists';
import { AudienceQuizList } from './AudienceQuizList';
import { AuthoredQuizzes } from './AuthoredQuizzes';
import type { QuestionnairesData } from './questionnaires.data';
import './questionnaires.css';

/** `/quizz`: the questionnaires one is asked to answer, and for those who write them, their own; live. */
export function Questionnaires() {
  const title = useRouteTitle();
  const { quizzes, audience, liveFrom } = useLoaderData() as QuestionnairesData;
  useLiveUpdates(['quizzes'], 'revalidate', { since: liveFrom });
  const asked = quizzes.filter((quiz) => quiz.inAudience);
  return (
    <section className="page" aria-labelledby="questionnaires-title">
      <header className="page-header">
        <h1 id="questionnaires-title">{title}</h1>
      </header>
      <AudienceQuizList
        title="Cuestionarios pendientes"
        quizzes={pendingQuizzes(quizzes)}
        empty="No tiene cuestionarios pendientes."
      />
      <AudienceQuizList
        title="Cuestionarios respondidos"
        quizzes={asked.filter((quiz) => quiz.userAnswers.length > 0)}
        empty="Aún no ha respondido ningún cuestionario."
      />
      {audience && <AuthoredQuizzes quizzes={quizzes.filter((quiz) => quiz.canManage)} departments={audience} />}
    </section>
  );
}
