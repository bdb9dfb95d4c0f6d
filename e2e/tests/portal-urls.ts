/**
 * Where the portal under test listens: its fixed loopback ports (README, "Ports on loopback"),
 * shifted by `PORTAL_PORT_OFFSET` when this share of the suite drives a second portal started
 * beside the first (`scripts/start-portal.mjs` reads the same variable).
 */
const offset = Number(process.env.PORTAL_PORT_OFFSET ?? 0);

/** The origin of the portal's server whose fixed port is `fixedPort` (8080 the shell, 3101 mf_approvals, …). */
export const portalOrigin = (fixedPort: number) => `http://127.0.0.1:${fixedPort + offset}`;

export const SHELL_URL = portalOrigin(8080);

/** MailDev 3's REST API, which catches the portal's mail. */
export const MAILDEV_API = `${portalOrigin(1080)}/api/email`;

/** The demo IMAP server holding Soporte's task mailbox, which the portal reads. */
export const TASK_MAILBOX_URL = `imap://127.0.0.1:${1143 + offset}`;
