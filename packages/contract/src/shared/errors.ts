import { z } from 'zod';

/** Every 4xx and 5xx answer of the API has this body. */
export const ErrorBody = z
  .object({
    message: z.string(),
    code: z.string(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The code of the answer to a page form sent from another address than PUBLIC_URL (R22.23). */
export const FORM_FROM_OTHER_ADDRESS = 'FORM_FROM_OTHER_ADDRESS';
