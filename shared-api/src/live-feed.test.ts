import { closeLiveFeed, FIRST_RENEWAL_MS, followLiveTopics, openLiveFeed, RENEWAL_RETRY_MS, subscribeLiveFeed } from './live-feed';
import { resetAllStores } from './session/store-reset';
import { installFakeApi } from './testing/fake-api-adapter';

class FakeEventSource {
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  closed = false;
  readyState = 1;
  private readonly listeners: { type: string; listener: (event: Event) => void }[] = [];
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.push({ type, listener });
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(data: string, lastEventId = '') {
    for (const { type, listener } of this.listeners) if (type === 'message') listener(new MessageEvent('message', { data, lastEventId }));
  }
  open() {
    for (const { type, listener } of this.listeners) if (type === 'open') listener(new Event('open'));
  }
  /** The browser gave up on the stream, e.g. the hub refused an expired token. */
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    for (const { type, listener } of this.listeners) if (type === 'error') listener(new Event('error'));
  }
}

const streams = () => FakeEventSource.instances;
const latest = () => streams()[streams().length - 1] as FakeEventSource;

beforeEach(() => {
  FakeEventSource.instances = [];
  Object.assign(globalThis, { EventSource: FakeEventSource });
});

afterEach(() => {
  closeLiveFeed();
  Reflect.deleteProperty(globalThis, 'EventSource');
  jest.useRealTimers();
});

describe('live feed', () => {
  it('opens one stream on the URL it is given, at once, with credentials', () => {
    openLiveFeed('/.well-known/mercure?topic=*');
    openLiveFeed('/.well-known/mercure?topic=*');
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.instances[0]).toMatchObject({
      url: '/.well-known/mercure?topic=*',
      init: { withCredentials: true },
    });
  });

  it('delivers parsed JSON to subscribers until they leave, and ignores other data', () => {
    openLiveFeed('/hub');
    const listener = jest.fn();
    const unsubscribe = subscribeLiveFeed(listener);
    const stream = FakeEventSource.instances[0] as FakeEventSource;
    stream.emit('{"@id":"/api/tasks/55"}');
    stream.emit('not json');
    unsubscribe();
    stream.emit('{"@id":"/api/tasks/56"}');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ '@id': '/api/tasks/55' });
  });

  it('is closed on a store reset and can then be opened again', () => {
    openLiveFeed('/hub');
    resetAllStores();
    expect(FakeEventSource.instances[0]?.closed).toBe(true);
    openLiveFeed('/hub');
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('does nothing where the browser has no EventSource', () => {
    Reflect.deleteProperty(globalThis, 'EventSource');
    expect(() => openLiveFeed('/hub')).not.toThrow();
  });

  describe('hub token renewal', () => {
    const TOKEN_LIFETIME_S = 300;
    const renewals = () => fakeApi.calls.filter((call) => call.key === 'GET /api/mercureIdentify').length;
    let fakeApi: ReturnType<typeof installFakeApi>;
    let answer = { status: 200, data: { hub: '/.well-known/mercure', topics: ['urn:app:user:1'], expiresIn: TOKEN_LIFETIME_S } };

    beforeEach(() => {
      jest.useFakeTimers();
      answer = { status: 200, data: { hub: '/.well-known/mercure', topics: ['urn:app:user:1'], expiresIn: TOKEN_LIFETIME_S } };
      fakeApi = installFakeApi({ 'GET /api/mercureIdentify': () => answer });
    });
    afterEach(() => fakeApi.restore());

    it('renews the token before it expires and moves to a stream that resumes after the last update received', async () => {
      // Halfway through the first renewal's window: feeds opened together renew apart.
      jest.spyOn(Math, 'random').mockReturnValue(0.5);
      openLiveFeed('/hub?topic=*');
      const listener = jest.fn();
      subscribeLiveFeed(listener);
      latest().emit('{"@id":"/api/tasks/1"}', '41');
      await jest.advanceTimersByTimeAsync((FIRST_RENEWAL_MS.earliest + FIRST_RENEWAL_MS.latest) / 2 - 1);
      expect(renewals()).toBe(0);
      await jest.advanceTimersByTimeAsync(1);
      expect(renewals()).toBe(1);
      expect(streams()).toHaveLength(2);
      expect(streams()[0]?.closed).toBe(true);
      expect(latest()).toMatchObject({ url: '/hub?topic=*&lastEventID=41', init: { withCredentials: true }, closed: false });

      // The next renewal comes before the renewed token's lifetime has passed.
      latest().emit('{"@id":"/api/tasks/2"}', '42');
      await jest.advanceTimersByTimeAsync(TOKEN_LIFETIME_S * 1000 - 1);
      expect(renewals()).toBe(2);
      expect(latest().url).toBe('/hub?topic=*&lastEventID=42');
      expect(listener.mock.calls.map(([data]) => data)).toEqual([{ '@id': '/api/tasks/1' }, { '@id': '/api/tasks/2' }]);
    });

    it('renews soon after the browser gives up on a stream, and after a failed renewal', async () => {
      openLiveFeed('/.well-known/mercure?topic=*');
      latest().emit('{"@id":"/api/tasks/7"}', '7');
      latest().fail();
      answer = { status: 503, data: {} } as unknown as typeof answer;
      await jest.advanceTimersByTimeAsync(RENEWAL_RETRY_MS);
      expect(renewals()).toBe(1);
      expect(streams()).toHaveLength(1);
      answer = { status: 200, data: { hub: '/.well-known/mercure', topics: [], expiresIn: TOKEN_LIFETIME_S } };
      await jest.advanceTimersByTimeAsync(RENEWAL_RETRY_MS);
      expect(renewals()).toBe(2);
      expect(latest().url).toBe('/.well-known/mercure?topic=*&lastEventID=7');
    });

    it('stops renewing once the feed is closed', async () => {
      openLiveFeed('/hub');
      closeLiveFeed();
      await jest.advanceTimersByTimeAsync(FIRST_RENEWAL_MS.latest * 10);
      expect(renewals()).toBe(0);
    });
  });
});

describe('the back/forward cache', () => {
  let fakeApi: ReturnType<typeof installFakeApi>;
  const renewals = () => fakeApi.calls.filter((call) => call.key === 'GET /api/mercureIdentify').length;
  const pageTransition = (type: 'pagehide' | 'pageshow', persisted: boolean) => window.dispatchEvent(new PageTransitionEvent(type, { persisted }));

  beforeEach(() => {
    jest.useFakeTimers();
    fakeApi = installFakeApi({ 'GET /api/mercureIdentify': () => ({ status: 200, data: { expiresIn: 300 } }) });
  });
  afterEach(() => fakeApi.restore());

  it('closes the stream when the page goes into the cache and, shown again, resumes after the last update with a fresh token', async () => {
    openLiveFeed('/hub?topic=*');
    latest().emit('{"@id":"/api/tasks/1"}', '41');
    pageTransition('pagehide', true);
    expect(latest().closed).toBe(true);
    // No renewal opens a stream while the page is away.
    await jest.advanceTimersByTimeAsync(FIRST_RENEWAL_MS.latest * 2);
    expect(streams()).toHaveLength(1);

    pageTransition('pageshow', true);
    await jest.advanceTimersByTimeAsync(0);
    expect(renewals()).toBe(1);
    expect(streams()).toHaveLength(2);
    expect(latest()).toMatchObject({ url: '/hub?topic=*&lastEventID=41', closed: false });
  });

  it('keeps the stream before its first update, which it could not resume after', async () => {
    openLiveFeed('/hub');
    pageTransition('pagehide', true);
    expect(latest().closed).toBe(false);
  });

  it('keeps the stream on a page that is being left for good, and on a first show', async () => {
    openLiveFeed('/hub');
    latest().emit('{"@id":"/api/tasks/1"}', '41');
    pageTransition('pageshow', false);
    pageTransition('pagehide', false);
    await jest.advanceTimersByTimeAsync(0);
    expect(streams()).toHaveLength(1);
    expect(latest().closed).toBe(false);
  });

  it('stays closed when shown again after the feed was closed', async () => {
    openLiveFeed('/hub');
    latest().emit('{"@id":"/api/tasks/1"}', '41');
    pageTransition('pagehide', true);
    closeLiveFeed();
    pageTransition('pageshow', true);
    await jest.advanceTimersByTimeAsync(0);
    expect(renewals()).toBe(0);
    expect(streams()).toHaveLength(1);
  });
});

describe("the feed's own topics", () => {
  const OWN = ['urn:app:user:5', 'urn:app:everyone', 'urn:app:team:3'];
  const OWN_URL = '/.well-known/mercure?topic=urn%3Aapp%3Auser%3A5&topic=urn%3Aapp%3Aeveryone&topic=urn%3Aapp%3Ateam%3A3';
  const SIBLING_URL = '/.well-known/mercure?topic=urn%3Aapp%3Ateam%3A4';
  let fakeApi: ReturnType<typeof installFakeApi>;
  let feed = OWN;
  const renewals = () => fakeApi.calls.filter((call) => call.key === 'GET /api/mercureIdentify').length;
  const opened = (url: string) => streams().filter((stream) => stream.url.startsWith(url));

  beforeEach(() => {
    jest.useFakeTimers();
    feed = OWN;
    fakeApi = installFakeApi({ 'GET /api/mercureIdentify': () => ({ status: 200, data: { hub: '/.well-known/mercure', topics: [...OWN, 'urn:app:team:4'], feed, expiresIn: 300 } }) });
  });
  afterEach(() => fakeApi.restore());

  it('asks the hub for a token and the topics first, then opens one stream on them', async () => {
    openLiveFeed();
    openLiveFeed();
    expect(streams()).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(0);
    expect(renewals()).toBe(1);
    expect(streams()).toHaveLength(1);
    expect(latest()).toMatchObject({ url: OWN_URL, init: { withCredentials: true } });
  });

  it('moves to the topics the hub names at each renewal, resuming after the last update', async () => {
    openLiveFeed();
    await jest.advanceTimersByTimeAsync(0);
    latest().emit('{"@id":"/api/tasks/1"}', '41');
    feed = ['*'];
    await jest.advanceTimersByTimeAsync(300_000 * 0.8);
    expect(renewals()).toBe(2);
    expect(latest().url).toBe('/.well-known/mercure?topic=*&lastEventID=41');
  });

  it("renews at a random point between 60 and 80 % of the token's life, so feeds opened together do not renew together", async () => {
    const random = jest.spyOn(Math, 'random').mockReturnValue(0);
    openLiveFeed();
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(300_000 * 0.6 - 1);
    expect(renewals()).toBe(1);
    random.mockReturnValue(0.999);
    await jest.advanceTimersByTimeAsync(1);
    expect(renewals()).toBe(2);
    await jest.advanceTimersByTimeAsync(300_000 * 0.799 - 2);
    expect(renewals()).toBe(2);
    await jest.advanceTimersByTimeAsync(300_000 * 0.001);
    expect(renewals()).toBe(3);
    random.mockRestore();
  });

  it("follows a sibling team's topic on a stream of its own while asked, without moving the feed's place", async () => {
    openLiveFeed();
    await jest.advanceTimersByTimeAsync(0);
    const listener = jest.fn();
    subscribeLiveFeed(listener);
    const onOpen = jest.fn();
    const unfollowOwn = followLiveTopics(['urn:app:team:3']);
    expect(streams()).toHaveLength(1);

    const unfollow = followLiveTopics(['urn:app:team:4'], onOpen);
    const [sibling] = opened(SIBLING_URL);
    expect(sibling).toMatchObject({ init: { withCredentials: true }, closed: false });
    sibling?.open();
    expect(onOpen).toHaveBeenCalledTimes(1);
    latest().emit('{"@id":"/api/tasks/9"}', '90');
    opened(OWN_URL)[0]?.emit('{"@id":"/api/tasks/2"}', '42');
    expect(listener.mock.calls.map(([data]) => data)).toEqual([{ '@id': '/api/tasks/9' }, { '@id': '/api/tasks/2' }]);

    // The feed resumes after its own last update, not the sibling stream's.
    await jest.advanceTimersByTimeAsync(300_000 * 0.8);
    expect(opened(OWN_URL).at(-1)?.url).toBe(`${OWN_URL}&lastEventID=42`);
    expect(opened(SIBLING_URL)).toHaveLength(1);

    unfollow();
    unfollowOwn();
    expect(sibling?.closed).toBe(true);
  });

  it('opens no stream of its own for topics the feed has, and closes those it has with the feed', async () => {
    feed = ['*'];
    openLiveFeed();
    await jest.advanceTimersByTimeAsync(0);
    followLiveTopics(['urn:app:team:4']);
    expect(streams()).toHaveLength(1);

    closeLiveFeed();
    feed = OWN;
    openLiveFeed();
    const unfollow = followLiveTopics(['urn:app:team:4']);
    // Not before the hub has named the feed's topics.
    expect(opened(SIBLING_URL)).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(0);
    expect(opened(SIBLING_URL)).toHaveLength(1);
    closeLiveFeed();
    expect(opened(SIBLING_URL)[0]?.closed).toBe(true);
    unfollow();
  });
});
