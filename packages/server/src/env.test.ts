import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('configuration', () => {
  it('has embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, embedded: true, devTools: true, seedDemo: true, publicUrl: 'http://localhost:8080', secureCookies: false });
  });

  it('lists every bad or missing variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SESSION_IDLE_MINUTES: '0' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL/);
      expect(problems).toMatch(/SESSION_IDLE_MINUTES/);
    }
  });

  it('listens on loopback while development tools are on, and refuses them on a network address unless forced', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ DEV_TOOLS: 'false' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::1' }).HOST).toBe('::1');
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/HOST: '0.0.0.0' is reachable from the network/);
    expect(() => loadConfig({ HOST: '192.168.1.5', DATABASE_URL: 'postgres://db/x', APP_SECRET: 'x'.repeat(32), DEV_TOOLS: 'true' })).toThrow(/DEV_TOOLS_FORCE/);
    expect(loadConfig({ HOST: '0.0.0.0', DEV_TOOLS_FORCE: 'true' })).toMatchObject({ HOST: '0.0.0.0', devTools: true });
    expect(loadConfig({ HOST: '0.0.0.0', DEV_TOOLS: 'false' })).toMatchObject({ HOST: '0.0.0.0', devTools: false });
    const prod = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://vault.example.com/', DATABASE_URL: 'postgres://db/x', APP_SECRET: 'x'.repeat(32) });
    expect(prod.HOST).toBe('0.0.0.0');
  });

  it('needs APP_SECRET with PostgreSQL and PUBLIC_URL in production', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/x' })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    const prod = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://vault.example.com/', DATABASE_URL: 'postgres://db/x', APP_SECRET: 'x'.repeat(32) });
    expect(prod).toMatchObject({ embedded: false, devTools: false, seedDemo: false, secureCookies: true, publicUrl: 'https://vault.example.com' });
  });
});
