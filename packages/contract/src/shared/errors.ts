import { z } from 'zod';

/** Every 4xx and 5xx answer of the API has this body. */
export const ErrorBody = z
  .object({
    message: z.string(),
    code: z.string(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBody>;
