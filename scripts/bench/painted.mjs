/** Resolves after the next frame has been painted (inside a benchmark page). */
export const painted = () =>
  new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  });
