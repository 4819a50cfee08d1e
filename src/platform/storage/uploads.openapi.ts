import { z } from 'zod';
import type { ApiPaths } from '../openapi/api-paths.ts';

export const uploadsApiPaths: ApiPaths = {
  '/uploads/{key}': {
    get: {
      tags: ['Platform'],
      summary: 'An uploaded file (local storage)',
      description:
        'Served only with `STORAGE_DRIVER=local`; with S3 the URLs point at the bucket. Names are content-addressed, so the bytes behind a URL never change (cached for a year).',
      requestParams: {
        path: z.object({
          key: z.string().meta({
            description: 'The storage key, slashes included, e.g. `avatars/3f/3f…9a.webp`.',
            example: 'avatars/3f/3f2a9c.webp',
          }),
        }),
      },
      responses: {
        200: { description: 'The file.', content: { 'image/*': {}, 'application/octet-stream': {} } },
        404: { description: 'No such file.', content: { 'text/plain': {} } },
      },
    },
  },
};
