import { type Config, DEV_JWT_SECRET } from '../../platform/config/config.ts';
import type { AccessTokenSettings } from './infrastructure/access-tokens.ts';

export interface IdentitySettings {
  publicUrl: string;
  accessToken: AccessTokenSettings;
  refreshTtlMs: number;
  cookies: { publicUrl: string; accessTtlSeconds: number; refreshTtlSeconds: number };
}

export function identitySettings(config: Config): IdentitySettings {
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  const refreshTtlSeconds = config.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60;
  return {
    publicUrl,
    accessToken: {
      secret: config.JWT_SECRET ?? DEV_JWT_SECRET,
      issuer: new URL(publicUrl).origin,
      ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    },
    refreshTtlMs: refreshTtlSeconds * 1000,
    cookies: { publicUrl, accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS, refreshTtlSeconds },
  };
}
