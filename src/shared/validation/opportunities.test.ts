import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { closeOpportunitySchema } from './opportunities';
import { errorsOf } from './test-helpers';

describe('the Close modal', () => {
  const closing = { reason: 'FILLED_ELSEWHERE', closed_at: '2026-05-01' };

  it("asks to select a reason not chosen, and says 'Reason should be not empty' for a blank one", async () => {
    expect(await errorsOf(closeOpportunitySchema, { ...closing, reason: undefined })).toEqual({
      reason: [messages.opportunities.selectReason],
    });
    expect(await errorsOf(closeOpportunitySchema, { ...closing, reason: '  ' })).toEqual({
      reason: ['Reason should be not empty'],
    });
    expect(await errorsOf(closeOpportunitySchema, { ...closing, reason: 'Bored' })).toEqual({
      reason: [messages.opportunities.selectReason],
    });
    expect(await errorsOf(closeOpportunitySchema, closing)).toEqual({});
  });
});
