import { expect, it } from 'vitest';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

describeEachEngine('prepared statements', (engine) => {
  const t = useTestApp(engine);

  it('are planned once per connection: every pooled connection uses generic plans', async () => {
    // more at once than the pool holds, so that each of its connections answers some
    const answers = await Promise.all(
      Array.from({ length: 24 }, () =>
        t().database.raw<{ plan_cache_mode: string }>(
          { name: 'show_plan_cache_mode', text: 'show plan_cache_mode' },
          [],
        ),
      ),
    );
    for (const rows of answers) expect(rows).toEqual([{ plan_cache_mode: 'force_generic_plan' }]);
  });
});
