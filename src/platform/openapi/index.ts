export {
  type ApiOperation,
  type ApiPaths,
  type ErrorStatus,
  errorEnvelopeSchema,
  errorItemSchema,
  errors,
  jsonBody,
  messageSchema,
  pagedEnvelope,
  signedIn,
  successEnvelope,
} from './api-paths.ts';
export { createOpenApiDocument, mergeApiPaths, type OpenApiDocument } from './openapi-document.ts';
export { openApiRoutes } from './openapi-routes.ts';
export {
  type DocumentCoverage,
  documentCoverage,
  listRoutes,
  type ServedRoute,
  toOpenApiPath,
} from './route-list.ts';
