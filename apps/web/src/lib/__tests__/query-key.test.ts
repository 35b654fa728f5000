import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { blogContract, memoriesContract, memorySocialContract } from '@doita/shared';
import { areaKeyOf, keyPrefixOf, queriesOf, queryKeyOf } from '../query-key';

describe('query keys from the endpoint a query reads', () => {
  it('name the area, the endpoint and its input, without the parts left undefined', () => {
    expect(queryKeyOf(memoriesContract.get, { params: { id: 'm1' } })).toEqual([
      'memories',
      'getMemory',
      { params: { id: 'm1' } },
    ]);
    expect(queryKeyOf(memoriesContract.statistics)).toEqual([
      'memories',
      'getMemoryStatistics',
      {},
    ]);
    expect(queryKeyOf(memoriesContract.search, { query: { q: 'biển', mood: undefined } })).toEqual(
      queryKeyOf(memoriesContract.search, { query: { q: 'biển' } }),
    );
  });

  it('carry who reads for an endpoint anyone may read', () => {
    const guest = queryKeyOf(blogContract.get, { params: { id: 'p1' } }, 'guest');
    const lan = queryKeyOf(blogContract.get, { params: { id: 'p1' } }, 'lan');
    expect(guest).not.toEqual(lan);
    expect(guest.at(-1)).toBe('guest');
  });

  it('invalidate by prefix: an area, an endpoint, one item for every reader', async () => {
    const client = new QueryClient();
    const detail = queryKeyOf(memoriesContract.get, { params: { id: 'm1' } });
    const comments = queryKeyOf(memorySocialContract.listComments, { params: { id: 'm1' } });
    const post = (reader: string) => queryKeyOf(blogContract.get, { params: { id: 'p1' } }, reader);
    const other = queryKeyOf(blogContract.get, { params: { id: 'p2' } }, 'lan');
    for (const key of [detail, comments, post('guest'), post('lan'), other])
      client.setQueryData(key, { cached: true });
    const stale = () =>
      client
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.isInvalidated)
        .map((query) => query.queryKey);

    await client.invalidateQueries({ queryKey: areaKeyOf(memoriesContract.list) });
    expect(stale()).toEqual([detail, comments]);

    client.removeQueries({ queryKey: keyPrefixOf(blogContract.get, { params: { id: 'p1' } }) });
    expect(client.getQueryData(post('guest'))).toBeUndefined();
    expect(client.getQueryData(post('lan'))).toBeUndefined();
    expect(client.getQueryData(other)).toEqual({ cached: true });
  });

  it('gather a list read through two endpoints', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeyOf(memoriesContract.list), 'all');
    client.setQueryData(queryKeyOf(memoriesContract.search, { query: { q: 'biển' } }), 'search');
    client.setQueryData(queryKeyOf(memoriesContract.tags), 'tags');
    const lists = client.getQueriesData(queriesOf(memoriesContract.list, memoriesContract.search));
    expect(lists.map(([, data]) => data)).toEqual(['all', 'search']);
  });
});
