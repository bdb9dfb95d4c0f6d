import { closeLiveFeed, openLiveFeed, subscribeLiveFeed } from './live-feed';
import { resetAllStores } from './session/store-reset';

class FakeEventSource {
  static instances: FakeEventSource[] = [];
  closed = false;
  private readonly listeners: ((event: MessageEvent) => void)[] = [];
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(_type: string, listener: (event: MessageEvent) => void) {
    this.listeners.push(listener);
  }
  close() {
    this.closed = true;
  }
  emit(data: string) {
    for (const listener of this.listeners) listener(new MessageEvent('message', { data }));
  }
}

beforeEach(() => {
  FakeEventSource.instances = [];
  Object.assign(globalThis, { EventSource: FakeEventSource });
});

afterEach(() => {
  closeLiveFeed();
  Reflect.deleteProperty(globalThis, 'EventSource');
});

describe('live feed', () => {
  it('opens one stream to every topic, with credentials', () => {
    openLiveFeed();
    openLiveFeed();
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
    openLiveFeed();
    resetAllStores();
    expect(FakeEventSource.instances[0]?.closed).toBe(true);
    openLiveFeed();
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('does nothing where the browser has no EventSource', () => {
    Reflect.deleteProperty(globalThis, 'EventSource');
    expect(() => openLiveFeed()).not.toThrow();
  });
});
