import { z } from 'zod';
import { type ApiPaths, errors, ok } from '../openapi/api-paths.ts';

export const healthApiPaths: ApiPaths = {
  '/api/health': {
    get: {
      tags: ['Platform'],
      summary: 'Whether the database and Redis answer',
      responses: {
        ...ok(z.literal('ok'), 'Every dependency answers.'),
        ...errors(503),
      },
    },
  },
};
