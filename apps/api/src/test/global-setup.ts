import { prepareTemplate } from './templates.ts';

/** Vitest's global setup: the migrated template every test file's database starts from. */
export default async function setup(): Promise<void> {
  await prepareTemplate();
}
