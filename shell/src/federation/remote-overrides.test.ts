import { applyOverrides, captureOverrides, OVERRIDES_STORAGE_KEY, readStoredOverrides } from './remote-overrides';
import type { RemotesConfig } from './remotes-config';

const config: RemotesConfig = {
  remotes: [
    {
      name: 'mf_approvals',
      entry: 'https://portal.example/mf-approvals/mf-manifest.json',
      fallbackEntry: 'https://portal.example/mf-approvals/previous/mf-manifest.json',
      enabled: true,
      routes: [{ path: '/horarios/autorizar', access: 'maySeePendingRequests', deniedRedirect: '/login' }],
      nav: [],
    },
  ],
  problems: [],
};
const LOCAL = 'http://localhost:3101/mf-manifest.json';

beforeEach(() => sessionStorage.clear());

describe('captureOverrides', () => {
  it('keeps ?remote:<name>=<url> for the tab and forgets it with an empty value or ?remote:clear', () => {
    expect(captureOverrides(`?remote:mf_approvals=${encodeURIComponent(LOCAL)}&other=1`)).toEqual({ mf_approvals: LOCAL });
    expect(readStoredOverrides()).toEqual({ mf_approvals: LOCAL });
    expect(captureOverrides('?page=2')).toEqual({ mf_approvals: LOCAL });
    expect(captureOverrides('?remote:mf_approvals=')).toEqual({});
    captureOverrides(`?remote:mf_approvals=${LOCAL}`);
    captureOverrides('?remote:clear');
    expect(sessionStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
  });
});

describe('applyOverrides', () => {
  it('is ignored, with a notice, unless the environment allows overrides', () => {
    const result = applyOverrides(config, {}, { mf_approvals: LOCAL });
    expect(result.remotes[0]?.entry).toBe(config.remotes[0]?.entry);
    expect(result.problems).toEqual(['Este entorno no permite sustituir módulos: se ignoran las sustituciones de la pestaña.']);
  });

  it('points the remote at a loopback build and drops its fallback entry', () => {
    const result = applyOverrides(config, { allowOverrides: true }, { mf_approvals: LOCAL });
    expect(result.remotes[0]).toMatchObject({ name: 'mf_approvals', entry: LOCAL });
    expect(result.remotes[0]?.fallbackEntry).toBeUndefined();
    expect(result.overridden).toEqual([{ name: 'mf_approvals', entry: LOCAL }]);
    expect(result.problems).toEqual([]);
  });

  it('refuses an origin that is not loopback or not in overrideOrigins', () => {
    const elsewhere = applyOverrides(config, { allowOverrides: true }, { mf_approvals: 'https://evil.example/mf-manifest.json' });
    expect(elsewhere.remotes[0]?.entry).toBe(config.remotes[0]?.entry);
    expect(elsewhere.problems[0]).toContain('no está en "overrideOrigins"');
    const listed = applyOverrides(config, { allowOverrides: true, overrideOrigins: ['https://dev.example'] }, { mf_approvals: LOCAL });
    expect(listed.overridden).toEqual([]);
    const allowed = applyOverrides(config, { allowOverrides: true, overrideOrigins: ['https://dev.example'] }, { mf_approvals: 'https://dev.example/a/mf-manifest.json' });
    expect(allowed.overridden).toHaveLength(1);
  });

  it('says so when no remote has the name', () => {
    expect(applyOverrides(config, { allowOverrides: true }, { mf_nope: LOCAL }).problems).toEqual(['Sustitución ignorada: no hay ningún módulo mf_nope.']);
  });
});
