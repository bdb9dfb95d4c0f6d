import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
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
});
