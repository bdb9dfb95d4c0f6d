export * from './fake-api-adapter';
export { type FakeLiveFeed, installFakeLiveFeed } from './fake-live-feed';
export { sessionUser } from './session-user';
export { departmentBody, noticeBody, personBody, teamBody } from './entity-bodies';
