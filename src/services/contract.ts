import * as v from 'valibot';

/**
 * The API contract shared by the browser and the server: every path and the valibot schema
 * of what goes over the wire. It is the only module both sides import.
 */
export const endpoints = {
  health: '/api/health',
} as const;

/** The error body of spec section 7: the client reads `data.message`, then `message`. */
export const ErrorBodySchema = v.looseObject({
  message: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.string())),
  data: v.optional(
    v.looseObject({ code: v.optional(v.string()), message: v.optional(v.string()) }),
  ),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

export const HealthSchema = v.object({
  status: v.literal('ok'),
  database: v.picklist(['pglite', 'postgres']),
});
