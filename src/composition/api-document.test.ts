import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiDocument, apiPathSources } from './api-document.ts';
import { appModules } from './app-modules.ts';

const document = apiDocument(appModules);

const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  (['get', 'put', 'post', 'delete', 'patch'] as const).flatMap((method) => {
    const operation = item?.[method];
    return operation ? [{ name: `${method.toUpperCase()} ${path}`, operation }] : [];
  }),
);

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    // The validator dereferences what it is given: hand it a copy.
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  it('gives every operation a tag, a summary and a success answer', () => {
    expect(operations.length).toBeGreaterThan(20);
    for (const { name, operation } of operations) {
      expect(operation.tags?.length, name).toBeGreaterThan(0);
      expect(operation.summary, name).toBeTruthy();
      expect(
        Object.keys(operation.responses ?? {}).some((status) => /^[23]/.test(status)),
        name,
      ).toBe(true);
    }
  });

  it('answers failures under /api in the error envelope', () => {
    for (const { name, operation } of operations.filter(({ name }) => name.includes(' /api/'))) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!/^[45]/.test(status)) continue;
        expect(JSON.stringify(response), `${name} ${status}`).toContain('#/components/schemas/ErrorEnvelope');
      }
    }
  });
});

describe('the request examples the reference pre-fills', () => {
  const examples = apiPathSources(appModules).flatMap((paths) =>
    Object.entries(paths).flatMap(([path, item]) =>
      (['put', 'post', 'patch'] as const).flatMap((method) => {
        const media = item[method]?.requestBody?.content['application/json'];
        return media?.example === undefined
          ? []
          : [
              {
                name: `${method.toUpperCase()} ${path}`,
                schema: media.schema as z.ZodType,
                example: media.example,
              },
            ];
      }),
    ),
  );

  it('are valid requests', () => {
    expect(examples.length).toBeGreaterThan(10);
    for (const { name, schema, example } of examples) {
      const result = schema.safeParse(example);
      expect(result.error?.issues ?? [], name).toEqual([]);
    }
  });
});
