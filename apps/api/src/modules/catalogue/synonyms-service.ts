import type { SynonymGroup, SynonymGroupInput } from '@atelier/contract/catalogue';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { synonymRepository } from './search-repository.ts';
import type { AuditEntry } from '../../kit/audit.ts';

/** The owner's groups of words that mean the same in a search (R19.3). */
export function adminSynonymsService(db: Db) {
  const repo = synonymRepository(db);
  const target = (g: SynonymGroup) => `synonyms ${g.id} (${g.terms.join(', ')})`;
  return {
    list: () => repo.list(),

    async create(input: SynonymGroupInput): Promise<{ group: SynonymGroup; audit: AuditEntry }> {
      const group = await repo.create(input.terms);
      return { group, audit: { action: 'synonyms.create', target: target(group) } };
    },

    async update(id: number, input: SynonymGroupInput): Promise<{ group: SynonymGroup; audit: AuditEntry }> {
      const group = await repo.update(id, input.terms);
      if (!group) throw notFound('Synonym group not found.', 'SYNONYMS_NOT_FOUND');
      return { group, audit: { action: 'synonyms.update', target: target(group) } };
    },

    async remove(id: number): Promise<{ audit: AuditEntry }> {
      const gone = await repo.remove(id);
      if (!gone) throw notFound('Synonym group not found.', 'SYNONYMS_NOT_FOUND');
      return { audit: { action: 'synonyms.delete', target: `synonyms ${id}` } };
    },
  };
}
export type AdminSynonymsService = ReturnType<typeof adminSynonymsService>;
