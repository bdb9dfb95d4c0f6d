import { installFakeApi } from '@portal/shared-api/testing';
import { announceScreenFault } from '@portal/shared-ui';
import { signIn } from '@portal/shared-ui/testing';
import { waitFor } from '@testing-library/react';
import { reportScreenFaults } from './release-reports';
import type { RemoteConfig } from './remotes-config';

const reports: RemoteConfig = {
  name: 'mf_reports',
  entry: 'http://127.0.0.1:3103/releases/1.1.0-abcdef1/mf-manifest.json',
  release: { id: 7, version: '1.1.0' },
  enabled: true,
  routes: [{ path: '/informes', access: 'mayRequestReports', deniedRedirect: '/login' }],
  nav: [],
};

it("counts a screen's fault against the release of the remote that owns the route, once per tab", async () => {
  await signIn({ user: { '@id': '/api/users/41', id: 41, email: 'ana.garcia@empresa.es', name: 'Ana', timezone: 'Europe/Madrid', roles: ['ROLE_USER'] } as never });
  const api = installFakeApi({ 'POST /api/remote_release_reports': () => ({ status: 202, data: { received: true } }) });
  const stop = reportScreenFaults([reports]);
  try {
    announceScreenFault('mf_timeline.timeline');
    announceScreenFault('mf_reports.reports');
    announceScreenFault('mf_reports.reports');
    await waitFor(() => expect(api.calls.map((call) => call.body)).toEqual([{ release: 7, kind: 'screen-error', route: 'mf_reports.reports' }]));
  } finally {
    stop();
    api.restore();
  }
});
