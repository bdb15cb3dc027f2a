// DevTools never show the bank step's secrets: the Link token in the state, the public token on Link's success event,
// and the typed routing and account numbers on the manual save event.
import { describe, expect, it } from 'vitest';
import { actionSanitizer, stateSanitizer } from '../../../store/sanitize';
import { initialBankState, manualBankSubmitted, plaidSucceeded } from '../../../store/bank';

describe('the bank step in DevTools', () => {
  it('masks the Link token in the state', () => {
    const state = stateSanitizer({ bank: { ...initialBankState, linkToken: 'link-sandbox-123e4567' } });
    expect(JSON.stringify(state)).not.toContain('link-sandbox');
  });

  it('masks the public token and the typed numbers in actions', () => {
    const success = actionSanitizer(
      plaidSucceeded({ publicToken: 'public-sandbox-abc', institutionName: 'Tartan Bank' }),
    );
    expect(JSON.stringify(success)).not.toContain('public-sandbox');
    expect(JSON.stringify(success)).toContain('Tartan Bank');
    const manual = actionSanitizer(
      manualBankSubmitted({
        accountHoldersName: 'Nina New',
        routingNumber: '011401533',
        accountNumber: '1111222233330000',
        accountOpenDate: '01/15/2020',
        bankName: '',
      }),
    );
    expect(JSON.stringify(manual)).not.toMatch(/011401533|1111222233330000/);
  });
});
