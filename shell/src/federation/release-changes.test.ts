import { type FakeLiveFeed, installFakeLiveFeed } from '@portal/shared-api/testing';
import { waitFor } from '@testing-library/react';
import { followReleaseChanges, runsOutdatedRelease } from './release-changes';
import type { RemoteConfig } from './remotes-config';

let feed: FakeLiveFeed;
beforeEach(() => {
  feed = installFakeLiveFeed();
});
afterEach(() => feed.restore());

const remote = (name: string, entry: string): RemoteConfig => ({
  name,
  entry,
  enabled: true,
  routes: [{ path: `/${name}`, access: 'isAuthenticated', deniedRedirect: '/login' }],
  nav: [],
});
const reports = remote('mf_reports', 'http://127.0.0.1:3103/releases/1.1.0-abcdef1/mf-manifest.json');
const timeline = remote('mf_timeline', 'http://127.0.0.1:3106/mf-manifest.json');

it('notes the remotes whose release changed after a registry notice, reading a file that includes that change', async () => {
  const read = jest.fn(async () => ({ remotes: [{ ...reports, entry: 'http://127.0.0.1:3103/releases/1.0.0-abcdef0/mf-manifest.json' }, timeline] }));
  const stop = followReleaseChanges([reports, timeline], read);
  try {
    expect(runsOutdatedRelease('mf_reports')).toBe(false);
    await feed.send({ '@id': '/api/remotes_config', '@type': 'RemotesConfig', remote: 'mf_reports', revision: 5 });
    await waitFor(() => expect(runsOutdatedRelease('mf_reports')).toBe(true));
    expect(read).toHaveBeenCalledWith(expect.objectContaining({ remote: 'mf_reports', revision: 5 }));
    expect(runsOutdatedRelease('mf_timeline')).toBe(false);
  } finally {
    stop();
  }
});

it('notes a remote switched off, and ignores notices of other resources', async () => {
  const read = jest.fn(async () => ({ remotes: [reports, { ...timeline, enabled: false }] }));
  const stop = followReleaseChanges([reports, timeline], read);
  try {
    await feed.send({ '@id': '/api/notifications/3', '@type': 'Notification', title: 'x' });
    expect(read).not.toHaveBeenCalled();
    await feed.send({ '@id': '/api/remotes_config', '@type': 'RemotesConfig', remote: 'mf_timeline', revision: 2 });
    await waitFor(() => expect(runsOutdatedRelease('mf_timeline')).toBe(true));
  } finally {
    stop();
  }
});
