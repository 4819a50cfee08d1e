import { Router } from 'express';
import { z } from 'zod';
import { type DemoRequest, demoRequestSchema } from '../../../contracts/demo-request.ts';
import { success } from '../../../platform/http/envelope.ts';
import { input, validate } from '../../../platform/http/validate.ts';
import { limitByIp, type RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import type { BookDemoHandler } from '../application/book-demo/book-demo.handler.ts';
import { listCities } from '../application/queries/list-cities.query.ts';

export const orgParams = z.object({
  orgId: z.coerce.number({ error: 'Unknown organization' }).int().positive('Unknown organization'),
});

export function organizationCommonRoutes(): Router {
  const router = Router();
  router.get('/:orgId/cities', validate({ params: orgParams }), (_req, res) => {
    const { params } = input<{ params: z.infer<typeof orgParams> }>(res);
    res.json(success(listCities(params.orgId)));
  });
  return router;
}

export function bookDemoRoutes(handler: BookDemoHandler, limiter: RateLimiter): Router {
  const router = Router();
  router.post('/', limitByIp(limiter), validate({ body: demoRequestSchema }), async (req, res) => {
    const { body } = input<{ body: DemoRequest }>(res);
    res.status(201).json(success(await handler.handle(body, req.ip)));
  });
  return router;
}
