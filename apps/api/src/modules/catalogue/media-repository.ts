import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media, mediaRenditions } from '../../db/schema/catalogue.ts';

export function mediaRepository(db: Db) {
  return {
    async findRendition(id: string, width: number): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ bytes: mediaRenditions.bytes })
        .from(mediaRenditions)
        .where(and(eq(mediaRenditions.mediaId, id), eq(mediaRenditions.width, width)));
      return row?.bytes;
    },
    async findOriginal(id: string) {
      const [row] = await db.select().from(media).where(eq(media.id, id));
      return row;
    },
    async saveRendition(id: string, width: number, bytes: Buffer): Promise<void> {
      await db.insert(mediaRenditions).values({ mediaId: id, width, bytes }).onConflictDoNothing();
    },
    async insertOriginal(values: { contentType: string; original: Buffer; width: number; height: number }) {
      const [row] = await db.insert(media).values(values).returning({ id: media.id });
      return row!.id;
    },
  };
}
export type MediaRepository = ReturnType<typeof mediaRepository>;
