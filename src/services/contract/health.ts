// The process's own health, for monitors and load balancers.
import * as v from 'valibot';
import { defineEndpoint, refusing } from './endpoint';
import { endpoints } from './paths';

export const HealthSchema = v.object({
  status: v.literal('ok'),
  database: v.picklist(['pglite', 'postgres']),
});

export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: endpoints.health,
    summary: 'Liveness and readiness in one: the process answers and the database runs a query.',
    access: 'public',
    answer: HealthSchema,
    refusals: refusing({ 503: 'The database does not answer.' }),
  }),
};
