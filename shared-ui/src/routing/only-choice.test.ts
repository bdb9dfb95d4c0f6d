import { onlyChoice, redirectToOnlyChoice } from './only-choice';

const request = (url: string) => new Request(`http://portal.test${url}`);

describe('onlyChoice', () => {
  it('is the one live item, and nothing when there are none or several', () => {
    expect(onlyChoice([{ id: 4, deleted: false }, { id: 5, deleted: true }])).toBe(4);
    expect(onlyChoice([{ id: 4 }, { id: 6 }])).toBeNull();
    expect(onlyChoice([{ id: 5, deleted: true }])).toBeNull();
  });
});

describe('redirectToOnlyChoice', () => {
  it('redirects to the same URL with the only choice added', () => {
    const response = redirectToOnlyChoice(request('/timeline?date=2026-03-10'), 'department', [{ id: 1 }]);
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/timeline?date=2026-03-10&department=1');
  });

  it('leaves a URL that already holds a choice, and a list of several, to the person', () => {
    expect(redirectToOnlyChoice(request('/timeline?department=2'), 'department', [{ id: 1 }])).toBeNull();
    expect(redirectToOnlyChoice(request('/timeline'), 'department', [{ id: 1 }, { id: 2 }])).toBeNull();
  });
});
