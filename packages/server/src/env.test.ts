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

  it('needs APP_SECRET with PostgreSQL and PUBLIC_URL in production', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/x' })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    const prod = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://vault.example.com/', DATABASE_URL: 'postgres://db/x', APP_SECRET: 'x'.repeat(32) });
    expect(prod).toMatchObject({ embedded: false, devTools: false, seedDemo: false, secureCookies: true, publicUrl: 'https://vault.example.com' });
  });
});
