/**
 * A throwaway Dovecot IMAP server (Debian's `dovecot-imapd`) on loopback: its
 * own configuration, passwd-file users and maildirs in a temporary folder, no
 * TLS. The tests read real mailboxes through it, and `npm run portal` serves
 * the demo mailbox with it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

export const DOVECOT_BINARY = '/usr/sbin/dovecot';

export type MailboxUser = { username: string; password: string };

export type Dovecot = {
  host: string;
  port: number;
  /** `imap://127.0.0.1:port`, the API's `TASK_INBOX_IMAP_URL`. */
  url: string;
  stop(): Promise<void>;
  /** Starts the server again on the same port with the same mailboxes. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  remove(): Promise<void>;
};

export const isDovecotInstalled = () => existsSync(DOVECOT_BINARY);

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('No free port');
  return address.port;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('data', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Dovecot refuses mail users with uid 0, so as root the mailboxes belong to its own `dovecot` account. */
function mailOwner(): { uid: number; gid: number; name: string; group: string } {
  const me = userInfo();
  if (me.uid !== 0) return { uid: me.uid, gid: me.gid, name: me.username, group: String(me.gid) };
  return { uid: 0, gid: 0, name: 'dovecot', group: 'dovecot' };
}

function configuration(folder: string, port: number, owner: ReturnType<typeof mailOwner>, mailUid: string): string {
  return `
base_dir = ${folder}/run
state_dir = ${folder}/state
log_path = ${folder}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
# Refused logins answer at once: the tests try wrong passwords on purpose.
auth_failure_delay = 0
protocols = imap
listen = 127.0.0.1
default_login_user = ${owner.name}
default_internal_user = ${owner.name}
default_internal_group = ${owner.group}
first_valid_uid = 1
mail_location = maildir:${folder}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${folder}/users
}
userdb {
  driver = static
  args = ${mailUid} home=${folder}/home/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
  chroot =
}
service anvil {
  chroot =
}
service stats {
  chroot =
}
service pop3-login {
  chroot =
}
`;
}

/** Starts Dovecot on a free loopback port (or `port`) with `users`, each with an empty INBOX. */
export async function startDovecot(users: MailboxUser[], port?: number): Promise<Dovecot> {
  if (!isDovecotInstalled()) throw new Error(`Dovecot is not installed (${DOVECOT_BINARY}): apt-get install -y dovecot-imapd`);
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-dovecot-'));
  const listenPort = port ?? (await freePort());
  const owner = mailOwner();
  let mailUid = `uid=${owner.uid} gid=${owner.gid}`;
  for (const sub of ['run', 'state', 'mail', 'home']) await mkdir(path.join(folder, sub));
  if (owner.uid === 0) {
    const { execFileSync } = await import('node:child_process');
    const uid = Number(execFileSync('id', ['-u', 'dovecot']).toString());
    const gid = Number(execFileSync('id', ['-g', 'dovecot']).toString());
    mailUid = `uid=${uid} gid=${gid}`;
    await chmod(folder, 0o755);
    for (const sub of ['mail', 'home']) await chown(path.join(folder, sub), uid, gid);
  }
  await writeFile(path.join(folder, 'users'), `${users.map((user) => `${user.username}:{PLAIN}${user.password}::::::nodelay=yes`).join('\n')}\n`);
  const configFile = path.join(folder, 'dovecot.conf');
  await writeFile(configFile, configuration(folder, listenPort, owner, mailUid));

  let child: ChildProcess | undefined;
  async function start(): Promise<void> {
    child = spawn(DOVECOT_BINARY, ['-F', '-c', configFile], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!(await accepts(listenPort))) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`Dovecot did not start; see ${folder}/dovecot.log`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  async function stop(): Promise<void> {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
    // Its login processes leave with the master, but the port may linger a moment.
    const deadline = Date.now() + 5000;
    while ((await accepts(listenPort)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await start();
  return {
    host: '127.0.0.1',
    port: listenPort,
    url: `imap://127.0.0.1:${listenPort}`,
    start,
    stop,
    async remove() {
      await stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
