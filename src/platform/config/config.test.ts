import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives development defaults that let npm start run with no environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ABOUT_HOSTS).toEqual(['about.localhost']);
    expect(config.OPERATOR_HOSTS).toEqual(['play.localhost']);
    expect(config.RUN_MIGRATIONS).toBe(true);
  });

  it('lets PUBLIC_URL follow PORT when it is not set, so links and the same-origin check match', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadConfig({ PORT: '4100', PUBLIC_URL: '' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadConfig({ PORT: '80' }).PUBLIC_URL).toBe('http://localhost');
  });

  it('keeps a configured PUBLIC_URL whatever the port', () => {
    const config = loadConfig({ PORT: '4100', PUBLIC_URL: 'https://app.playfield.app' });
    expect(config.PUBLIC_URL).toBe('https://app.playfield.app');
  });

  it('splits host lists and lower-cases them', () => {
    const config = loadConfig({ OPERATOR_HOSTS: 'Play.Example.com, leagues.example.com ,' });
    expect(config.OPERATOR_HOSTS).toEqual(['play.example.com', 'leagues.example.com']);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  });

  it('names every invalid setting in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', PUBLIC_URL: 'not a url' })).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', PUBLIC_URL: 'not a url' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT:/);
      expect((error as Error).message).toMatch(/PUBLIC_URL:/);
    }
  });

  it('leaves Stripe unset by default (TEST MODE checkout) and reads its keys and API base', () => {
    const defaults = loadConfig({});
    expect(defaults.STRIPE_SECRET_KEY).toBeUndefined();
    expect(defaults.STRIPE_WEBHOOK_SECRET).toBeUndefined();
    expect(defaults.STRIPE_API_BASE).toBeUndefined();
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(config).toMatchObject({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(() => loadConfig({ STRIPE_API_BASE: 'not a url' })).toThrowError(/STRIPE_API_BASE/);
  });
});
