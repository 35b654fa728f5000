import { exportArchiveSchema } from '@doita/shared';
import type { ArchiveLeftOut, ExportArchive } from '@doita/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { couples, memories } from '../src/db/schema.js';
import { connectedPair } from './helpers/couple.js';
import { createMemory } from './helpers/memories.js';
import { downloadExportZip, exportOf, unzip } from './helpers/portability.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * Rows written before a rule of the archive existed (a date before 1900, a mood no longer
 * offered) do not cost the person their export: data.json holds the rest, and what it could
 * not hold is kept, as it was, in left-out.json (docs/export-format.md).
 */
describeEachEngine('an export with rows outside the archive’s rules', (engine) => {
  const t = useTestApp(engine);

  it('is written, with what data.json cannot hold kept beside it', async () => {
    const ctx = t();
    const { a, couple } = await connectedPair(ctx);
    await createMemory(ctx, a, { title: 'Giữ lại' });
    const old = await createMemory(ctx, a, { title: 'Ngày xưa' });
    const moody = await createMemory(ctx, a, { title: 'Tâm trạng lạ' });
    const db = ctx.database.db;
    await db.update(memories).set({ date: '1850-03-01' }).where(eq(memories.id, old.id));
    await db.update(memories).set({ mood: 'evil' }).where(eq(memories.id, moody.id));
    await db
      .update(couples)
      .set({ anniversaryDate: '1850-02-14' })
      .where(eq(couples.id, couple.id));

    const job = await exportOf(ctx, a);
    expect(job.error).toBeNull();
    expect(job.status).toBe('ready');
    const files = await unzip((await downloadExportZip(ctx, a, job.id)).rawPayload);
    const data = JSON.parse(files.get('data.json')!.toString('utf8')) as ExportArchive;
    expect(exportArchiveSchema.safeParse(data).success).toBe(true);
    expect(data.memories.map((m) => m.title).sort()).toEqual(['Giữ lại', 'Tâm trạng lạ']);
    expect(data.memories.find((m) => m.id === moody.id)!.mood).toBeNull();
    expect(data.couple?.anniversaryDate).toBeNull();

    const leftOut = JSON.parse(files.get('left-out.json')!.toString('utf8')) as {
      about: string;
      items: ArchiveLeftOut[];
    };
    expect(leftOut.about).toMatch(/data\.json/);
    const values = leftOut.items.map((item) => item.value);
    expect(values).toContainEqual(expect.objectContaining({ id: old.id, date: '1850-03-01' }));
    expect(values).toContain('evil');
    expect(values).toContain('1850-02-14');
    expect(leftOut.items.every((item) => item.reasons.length > 0)).toBe(true);
  });

  it('holds no left-out.json when everything fits', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    await createMemory(ctx, a);
    const job = await exportOf(ctx, a);
    expect(job.status).toBe('ready');
    const files = await unzip((await downloadExportZip(ctx, a, job.id)).rawPayload);
    expect(files.has('left-out.json')).toBe(false);
  });
});
