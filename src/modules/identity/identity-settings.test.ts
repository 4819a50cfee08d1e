import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_JWT_SECRET, loadConfig } from '../../platform/config/config.ts';
import { identitySettings } from './identity-settings.ts';

describe('identity settings', () => {
  it('use the development JWT secret, 15-minute access and 30-day refresh tokens by default', () => {
    const settings = identitySettings(loadConfig({}));
    expect(settings.accessToken).toEqual({
      secret: DEV_JWT_SECRET,
      issuer: 'http://localhost:3000',
      ttlSeconds: 900,
    });
    expect(settings.refreshTtlMs).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it('refuse to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(
      /JWT_SECRET: is required in production/,
    );
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) }).JWT_SECRET).toBe(
      'p'.repeat(40),
    );
  });

  it('refuse a short JWT_SECRET', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrowError(/JWT_SECRET/);
  });

  it('need the bucket settings when storage is S3', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrowError(
      /S3_BUCKET: is required when STORAGE_DRIVER is s3/,
    );
  });

  it('have the documented rate-limit defaults', () => {
    expect(loadConfig({})).toMatchObject({
      LOGIN_LIMIT_PER_IP: 25,
      LOGIN_LIMIT_WINDOW_SECONDS: 300,
      LOGIN_FAILURES_PER_ACCOUNT: 10,
      LOGIN_FAILURE_WINDOW_SECONDS: 900,
      REGISTER_LIMIT_PER_HOUR: 30,
      RECOVER_LIMIT_PER_HOUR: 5,
    });
  });
});
