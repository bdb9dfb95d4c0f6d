import Fastify from 'fastify';
// The one static server of the portal's apps, here on a free loopback port.
import { registerDist } from '@portal/shared-ui/serve-dist';

export async function distServer(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify();
  await registerDist(app, { root, cors: true });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, close: () => app.close() };
}
