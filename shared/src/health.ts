import * as z from 'zod';

export const HEALTH_CHECKS = ['dynamodb', 's3', 'ses'] as const;

export const HealthCheckResultSchema = z.union([z.literal('ok'), z.string().startsWith('failed')]);

/** `GET /health`: 200 with every check "ok", or 503 naming the failing checks. */
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  checks: z.record(z.enum(HEALTH_CHECKS), HealthCheckResultSchema),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
