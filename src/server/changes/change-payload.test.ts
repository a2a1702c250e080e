// What the triggers' payloads read as; anything unreadable counts as 'everything'.
import { describe, expect, test } from 'vitest';
import { parsePayload, syncPayload } from './change-payload.ts';

describe('change payloads', () => {
  test('businesses, bulk, states and a sync marker', () => {
    expect(parsePayload('{"t":"b","r":[["id-1","shop","Texas","Austin"],["id-2",null,null,null]]}')).toEqual({
      change: {
        kind: 'businesses',
        businesses: [
          { id: 'id-1', username: 'shop', state: 'Texas', region: 'Austin' },
          { id: 'id-2', username: null, state: null, region: null },
        ],
      },
    });
    expect(parsePayload('{"t":"bulk","s":["Texas","Ohio"]}')).toEqual({
      change: { kind: 'bulk', states: ['Texas', 'Ohio'] },
    });
    expect(parsePayload('{"t":"states"}')).toEqual({ change: { kind: 'states' } });
    expect(parsePayload(syncPayload('42-abc-7'))).toEqual({ sync: '42-abc-7' });
  });

  test('what this version cannot read may have changed anything', () => {
    for (const payload of ['not json', '{"t":"later-kind"}', '{"t":"b"}', 'null', '{"t":"sync"}'])
      expect(parsePayload(payload)).toEqual({ change: { kind: 'everything' } });
  });
});
