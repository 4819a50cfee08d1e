import type { AppModule } from '../platform/app-module.ts';
import { captchaRoutes } from '../platform/captcha/captcha-routes.ts';
import { healthRoutes } from '../platform/health/health-routes.ts';
import { apiPathsOf } from '../platform/http/declared-routes.ts';
import {
  type ApiPaths,
  createOpenApiDocument,
  type OpenApiDocument,
  openApiRoutes,
} from '../platform/openapi/index.ts';
import { uploadsApiPaths } from '../platform/storage/index.ts';

/** The shared kernel's own routes; each business module brings its own as `apiPaths`. */
export const platformApiPaths: ApiPaths[] = [
  apiPathsOf(healthRoutes, captchaRoutes),
  uploadsApiPaths,
  apiPathsOf(openApiRoutes),
];

/** Every source of the document: module by module (the reference lists them in this order), then the platform. */
export function apiPathSources(modules: readonly AppModule[]): ApiPaths[] {
  return [...modules.map((module) => module.apiPaths ?? {}), ...platformApiPaths];
}

/** The OpenAPI document of everything this server answers. */
export function apiDocument(modules: readonly AppModule[]): OpenApiDocument {
  return createOpenApiDocument(apiPathSources(modules));
}
