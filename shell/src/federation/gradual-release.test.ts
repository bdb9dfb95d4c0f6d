import { onCandidateSide, releaseFor } from './gradual-release';
import type { RemoteConfig } from './remotes-config';

const remote: RemoteConfig = {
  name: 'mf_reports',
  entry: 'http://127.0.0.1:3103/releases/1.1.0-abcdef1/mf-manifest.json',
  release: { id: 7, version: '1.1.0' },
  candidate: { entry: 'http://127.0.0.1:3103/releases/1.2.0-abcdef2/mf-manifest.json', release: { id: 8, version: '1.2.0' }, share: 50 },
  enabled: true,
  routes: [{ path: '/informes', access: 'mayRequestReports', deniedRedirect: '/login' }],
  nav: [],
};

it('puts about the share of people on the candidate, each always on the same side', () => {
  const people = Array.from({ length: 2000 }, (_, index) => index + 1);
  const onCandidate = people.filter((userId) => onCandidateSide(userId, 'mf_reports', 50));
  expect(onCandidate.length).toBeGreaterThan(900);
  expect(onCandidate.length).toBeLessThan(1100);
  expect(people.filter((userId) => onCandidateSide(userId, 'mf_reports', 50))).toEqual(onCandidate);
  expect(people.filter((userId) => onCandidateSide(userId, 'mf_reports', 10)).length).toBeLessThan(260);
  // Another remote's gradual release reaches another slice of people.
  const elsewhere = new Set(people.filter((userId) => onCandidateSide(userId, 'mf_timeline', 50)));
  expect(onCandidate.filter((userId) => elsewhere.has(userId)).length).toBeLessThan(onCandidate.length * 0.7);
});

it('gives the candidate to people in its share only, and the live release to everyone else and before sign-in', () => {
  const inShare = Array.from({ length: 100 }, (_, index) => index + 1).find((userId) => onCandidateSide(userId, 'mf_reports', 50)) ?? 0;
  const outside = Array.from({ length: 100 }, (_, index) => index + 1).find((userId) => !onCandidateSide(userId, 'mf_reports', 50)) ?? 0;
  expect(releaseFor(remote, inShare)).toEqual({ entry: remote.candidate?.entry, release: { id: 8, version: '1.2.0' }, candidate: true, userId: inShare });
  expect(releaseFor(remote, outside)).toMatchObject({ entry: remote.entry, release: { id: 7, version: '1.1.0' }, candidate: false });
  expect(releaseFor(remote, null)).toMatchObject({ entry: remote.entry, candidate: false });
  expect(releaseFor({ ...remote, candidate: undefined }, inShare)).toMatchObject({ entry: remote.entry, candidate: false });
});
