import assert from 'node:assert/strict';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { after, describe, test } from 'node:test';
import { openMailbox } from './imap-connection.ts';

/**
 * An IMAP server that offers no STARTTLS, as it looks once someone on the path
 * strips the offer, and keeps every command it hears. 127.0.0.2 is this
 * machine too, but not a host the portal takes for loopback.
 */
async function strippingServer(): Promise<{ url: string; heard: string[] }> {
  const heard: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.write('* OK [CAPABILITY IMAP4rev1] ready\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
        heard.push(line);
        const [tag, command = ''] = line.split(' ');
        if (/^CAPABILITY$/i.test(command)) socket.write(`* CAPABILITY IMAP4rev1\r\n${tag} OK done\r\n`);
        else if (/^LOGOUT$/i.test(command)) socket.end(`* BYE\r\n${tag} OK bye\r\n`);
        else socket.write(`${tag} OK done\r\n`);
      }
    });
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  after(() => {
    for (const socket of sockets) socket.destroy();
    server.close();
  });
  return { url: `imap://127.0.0.2:${(server.address() as AddressInfo).port}`, heard };
}

const credentials = { username: 'soporte@empresa.es', password: 'clave-del-buzon' };

describe('IMAP connection security', () => {
  test('off loopback STARTTLS is required: a server that does not offer it never hears the password', async () => {
    const server = await strippingServer();
    await assert.rejects(openMailbox(server.url, credentials), /STARTTLS/);
    assert.deepEqual(
      server.heard.filter((line) => line.includes(credentials.password) || /\b(LOGIN|AUTHENTICATE)\b/i.test(line)),
      [],
    );
  });

  test('tls=off (demo mode only, see config) logs in without encryption', async () => {
    const server = await strippingServer();
    const client = await openMailbox(`${server.url}?tls=off`, credentials);
    client.close();
    assert.ok(server.heard.some((line) => line.includes(credentials.password)));
  });
});
