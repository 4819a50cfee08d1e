import type { AppModule } from '../platform/app-module.ts';
import { captchaApiPaths } from '../platform/captcha/captcha.openapi.ts';
import { healthApiPaths } from '../platform/health/health.openapi.ts';
import {
  type ApiPaths,
  createOpenApiDocument,
  type OpenApiDocument,
  openApiApiPaths,
} from '../platform/openapi/index.ts';
import { uploadsApiPaths } from '../platform/storage/uploads.openapi.ts';

/** The shared kernel's own routes; each business module brings its own as `apiPaths`. */
export const platformApiPaths: ApiPaths[] = [
  healthApiPaths,
  captchaApiPaths,
  uploadsApiPaths,
  openApiApiPaths,
];

/** Every source of the document: module by module (the reference lists them in this order), then the platform. */
export function apiPathSources(modules: readonly AppModule[]): ApiPaths[] {
  return [...modules.map((module) => module.apiPaths ?? {}), ...platformApiPaths];
}

/** The OpenAPI document of everything this server answers. */
export function apiDocument(modules: readonly AppModule[]): OpenApiDocument {
  return createOpenApiDocument(apiPathSources(modules));
}
