import { contentSecurityPolicy, remoteOrigins } from '../../server/security-headers.mjs';

const scriptSources = (file: Record<string, unknown>) =>
  contentSecurityPolicy(remoteOrigins(file))
    .split('; ')
    .find((directive) => directive.startsWith('script-src'));

describe("the shell pages' Content-Security-Policy", () => {
  it('lists only the allowed remote origins when overrides are off', () => {
    const file = { allowedOrigins: ['http://127.0.0.1:3101', 'https://remotes.example.com/'], overrideOrigins: ['http://localhost:4000'] };
    expect(scriptSources(file)).toBe("script-src 'self' http://127.0.0.1:3101 https://remotes.example.com");
  });

  it('also lists where development overrides may point, so an accepted override is not blocked', () => {
    const named = { allowedOrigins: ['http://127.0.0.1:3101'], allowOverrides: true, overrideOrigins: ['http://192.168.1.20:3101'] };
    expect(scriptSources(named)).toBe("script-src 'self' http://127.0.0.1:3101 http://192.168.1.20:3101");
    const loopback = { allowedOrigins: ['http://127.0.0.1:3101'], allowOverrides: true };
    expect(scriptSources(loopback)).toContain('http://localhost:* https://localhost:* http://127.0.0.1:*');
  });

  it('drops anything that could break out of the header', () => {
    expect(scriptSources({ allowedOrigins: ["http://evil.example.com; script-src 'unsafe-inline'", 'javascript:alert(1)'] })).toBe("script-src 'self'");
  });
});
