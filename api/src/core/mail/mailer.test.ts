import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, describe, test } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { startSmtpCatcher } from '../../../test/fixtures/smtp-catcher.ts';
import { addressOf, createMailer } from './mailer.ts';

describe('outgoing mail', () => {
  test('says it was sent by software (RFC 3834), so no mailbox, the task mailbox included, acts on it', async () => {
    const smtp = await startSmtpCatcher();
    const mailer = createMailer(smtp.url, 'Portal de trabajo <No-Reply@empresa.es>');
    try {
      await mailer.send({ to: ['soporte@empresa.es'], subject: 'Restablecer contraseña', text: 'Enlace.' });
    } finally {
      mailer.close();
    }
    const [received] = smtp.received;
    assert.equal(received?.mail.headers.get('auto-submitted'), 'auto-generated');
    assert.equal(mailer.sender, 'no-reply@empresa.es');
    assert.equal(addressOf('no-reply@empresa.es'), 'no-reply@empresa.es');
  });

  test('to a host off loopback it requires STARTTLS: a server that does not offer it gets no mail; tls=off sends in clear', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, _session, callback) {
        stream.on('data', (chunk: Buffer) => received.push(chunk.toString()));
        stream.on('end', () => callback());
      },
    });
    // 127.0.0.2 is this machine too, but not a host the portal takes for loopback: it stands for a remote server.
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
    after(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const { port } = server.server.address() as AddressInfo;
    const mail = { to: ['ana.garcia@empresa.es'], subject: 'Restablecer contraseña', text: 'token=secreto' };
    const required = createMailer(`smtp://127.0.0.2:${port}`, 'no-reply@empresa.es');
    await assert.rejects(required.send(mail), /STARTTLS/);
    required.close();
    assert.deepEqual(received, []);
    const clear = createMailer(`smtp://127.0.0.2:${port}?tls=off`, 'no-reply@empresa.es');
    await clear.send(mail);
    clear.close();
    assert.match(received.join(''), /token=secreto/);
  });
});
