import { z } from 'zod';
import { citySchema } from '../../../contracts/cities.ts';
import { demoRequestSchema } from '../../../contracts/demo-request.ts';
import { type ApiPaths, errors, jsonBody, ok } from '../../../platform/openapi/index.ts';
import { orgParams } from './organizations.routes.ts';

/** The routes of organizations.routes.ts, as the OpenAPI document describes them. */
export const organizationsApiPaths: ApiPaths = {
  '/api/organization-common/{orgId}/cities': {
    get: {
      tags: ['Organizations'],
      summary: "An organization's cities",
      description: 'The league operator is organization 15; any other organization has no cities yet.',
      requestParams: { path: orgParams },
      responses: { ...ok(z.array(citySchema.meta({ id: 'City' }))), ...errors(400) },
    },
  },
  '/api/book-demo': {
    post: {
      tags: ['Organizations'],
      summary: 'Book a demo (the operator site’s form)',
      description:
        'Mailed to the sales inbox and confirmed to the organizer. With reCAPTCHA configured, a token scoring 0.65 or less is refused.',
      requestBody: jsonBody(demoRequestSchema.meta({ id: 'DemoRequest' }), {
        fullName: 'Jordan Lee',
        email: 'jordan@riversideleague.org',
        phoneNumber: '(512) 555-0188',
        organizationName: 'Riverside Adult Soccer League',
        state: 'TX',
        country: 'United States',
        numOfTeams: 24,
        numOfPlayers: 360,
        notes: 'We run two seasons a year and would like to move registration online.',
      }),
      responses: {
        ...ok(z.object({ id: z.uuid() }), 'Request recorded.', 201),
        ...errors(400, 403, 415, 429),
      },
    },
  },
};
