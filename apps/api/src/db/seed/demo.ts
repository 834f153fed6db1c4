import type { Db } from '../client.ts';

export async function seedDemo(_db: Db): Promise<Record<string, number>> {
  return {};
}
