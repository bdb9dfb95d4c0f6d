import type { Quiz, QuizUser } from '@portal/shared-api/entities';
import { fieldsOf, type ResourceTypes } from '../../core/json-ld/resource-types.ts';

/** The resource types this feature serves (/api/quizzes, /api/quiz_users): their contract type and the fields their serializers write. */
export const QUIZZES_RESOURCE_TYPES: ResourceTypes = {
  quizzes: { type: 'Quiz', fields: fieldsOf<Quiz>({
    userAnswers: 'list',
    title: 'text',
    description: 'text',
    questions: 'list',
    active: 'flag',
    anonymous: 'flag',
    deadline: 'dateTime',
    published: 'flag',
    publishedAt: 'dateTime',
    closed: 'flag',
    departments: 'list',
    teams: 'list',
    createdBy: 'reference',
    createdAt: 'dateTime',
    canManage: 'flag',
    inAudience: 'flag',
    answered: 'integer',
    audienceSize: 'integer',
  }) },
  quiz_users: { type: 'QuizUser', fields: fieldsOf<QuizUser>({ quiz: 'reference', user: 'reference', answers: 'json', createdAt: 'dateTime', updatedAt: 'dateTime' }) },
};
