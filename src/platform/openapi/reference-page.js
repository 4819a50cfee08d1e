// Starts Swagger UI on /api/docs. A file of its own, not an inline script, so the page needs no
// exception in the Content-Security-Policy.
/* global SwaggerUIBundle */
window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#api-reference',
  deepLinking: true,
  // The public validator badge would call out to the internet.
  validatorUrl: null,
  tryItOutEnabled: false,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  // Collapsed tags: with every module's operations expanded at once, Swagger UI stops after the first tag.
  docExpansion: 'none',
});
