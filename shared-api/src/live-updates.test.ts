import { type LiveFeedListener, liveFeedPosition } from './live-feed';
import { type LiveUpdate, liveUpdateOf, liveUpdatesSince, subscribeLiveUpdates } from './live-updates';
import { type FakeLiveFeed, installFakeLiveFeed } from './testing';

describe('liveUpdateOf', () => {
  it('reads the resource, id and item of an update, and a delete as a null item', () => {
    const item = { '@id': '/api/user_schedules/12', '@type': 'UserSchedule', authorized: true };
    expect(liveUpdateOf(item)).toEqual({ iri: '/api/user_schedules/12', resource: 'user_schedules', id: '12', item });
    expect(liveUpdateOf({ '@id': '/api/tasks/55' })).toEqual({ iri: '/api/tasks/55', resource: 'tasks', id: '55', item: null });
  });

  it('ignores what is not an API item', () => {
    expect(liveUpdateOf('texto')).toBeNull();
    expect(liveUpdateOf(null)).toBeNull();
    expect(liveUpdateOf({ '@id': '/api/tasks' })).toBeNull();
    expect(liveUpdateOf({ '@id': 'urn:app:user:7' })).toBeNull();
    expect(liveUpdateOf({ id: 3 })).toBeNull();
  });

  it('reads a resource-wide notice with content, such as a change of the remote registry', () => {
    const notice = { '@id': '/api/remotes_config', '@type': 'RemotesConfig', remote: 'mf_reports', revision: 4 };
    expect(liveUpdateOf(notice)).toEqual({ iri: '/api/remotes_config', resource: 'remotes_config', id: '', item: notice });
  });
});

describe('subscribeLiveUpdates', () => {
  function fakeFeed() {
    let deliver: LiveFeedListener = () => undefined;
    const stop = jest.fn();
    const subscribe = (listener: LiveFeedListener) => {
      deliver = listener;
      return stop;
    };
    return { subscribe, send: (data: unknown) => deliver(data), stop };
  }

  it('passes on only the resources named, and stops when asked', () => {
    const feed = fakeFeed();
    const seen: LiveUpdate[] = [];
    const unsubscribe = subscribeLiveUpdates(['calendar_assignments'], (update) => seen.push(update), feed.subscribe);
    feed.send({ '@id': '/api/user_schedules/1', '@type': 'UserSchedule' });
    feed.send({ '@id': '/api/calendar_assignments/4', '@type': 'CalendarAssignment', managed: true });
    feed.send('ruido');
    expect(seen.map((update) => update.iri)).toEqual(['/api/calendar_assignments/4']);
    unsubscribe();
    expect(feed.stop).toHaveBeenCalledTimes(1);
  });

  it('accepts a test of the update instead of names', () => {
    const feed = fakeFeed();
    const listener = jest.fn();
    subscribeLiveUpdates((update) => update.item?.team === '/api/teams/3', listener, feed.subscribe);
    feed.send({ '@id': '/api/tasks/1', team: '/api/teams/2' });
    feed.send({ '@id': '/api/tasks/2', team: '/api/teams/3' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ id: '2' }));
  });
});

describe('liveUpdatesSince', () => {
  let feed: FakeLiveFeed;
  beforeEach(() => {
    feed = installFakeLiveFeed();
  });
  afterEach(() => feed.restore());

  it('answers the accepted updates delivered after a position, as far back as the last 100', async () => {
    await feed.send({ '@id': '/api/tasks/1', '@type': 'Task' });
    const position = liveFeedPosition();
    await feed.send({ '@id': '/api/tasks/2', '@type': 'Task' }, { '@id': '/api/notifications/3', '@type': 'Notification' }, 'ruido');
    expect(liveUpdatesSince(position, ['tasks']).map((update) => update.iri)).toEqual(['/api/tasks/2']);
    expect(liveUpdatesSince(liveFeedPosition(), ['tasks'])).toEqual([]);

    await feed.send(...Array.from({ length: 120 }, (_, index) => ({ '@id': `/api/tasks/${100 + index}`, '@type': 'Task' })));
    const kept = liveUpdatesSince(position, ['tasks']);
    expect(kept).toHaveLength(100);
    expect(kept[99]?.iri).toBe('/api/tasks/219');
  });
});
