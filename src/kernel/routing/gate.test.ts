import { describe, expect, it } from 'vitest';
import { isAgentType, passesGate } from './gate';

const ctx = (memberType: number | null) => ({ flags: {}, loggedIn: memberType !== null, memberType });

describe('gate', () => {
  it('an agent-only item passes member types other than 0, 4, 40 (DECISIONS.md), never guests', () => {
    for (const t of [0, 4, 40]) expect([t, passesGate({ agent: true }, ctx(t))]).toEqual([t, false]);
    for (const t of [1, 2, 3, 41, 42]) expect([t, passesGate({ agent: true }, ctx(t))]).toEqual([t, true]);
    expect(passesGate({ agent: true }, ctx(null))).toBe(false);
    expect(isAgentType(null)).toBe(false);
  });

  it('roles, session and flags still apply beside it', () => {
    expect(passesGate({ agent: true, roles: [2] }, ctx(1))).toBe(false);
    expect(passesGate({ agent: true, flag: 'AGEINFO3' }, ctx(1))).toBe(false);
    expect(passesGate({ agent: true, flag: 'AGEINFO3' }, { ...ctx(1), flags: { AGEINFO3: true } })).toBe(true);
  });
});
