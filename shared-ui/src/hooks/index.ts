export { useSession, useSessionClock, useSessionUser } from '@portal/shared-api/react';
export { useAccess } from './use-access';
export { PHONE_QUERY, useMediaQuery } from './use-media-query';
export { useRetryWhilePassing } from './use-retry-while-passing';
