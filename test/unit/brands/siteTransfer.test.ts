// Which visits transfer to another brand's site (by feature flag, to the card-like brand or a partner).
import { describe, expect, it } from 'vitest';
import { transferTarget } from '../../../src/components/SiteTransfer';

const off = { redirectToCardBrand: false, redirectToPartnerSite: false };

describe('site transfer', () => {
  it('nobody moves with both flags off', () => {
    expect(transferTarget(off, 'lumen', 'localhost:8080')).toBeNull();
    expect(transferTarget(off, 'pinecrest', 'pinecrest.localhost:8080')).toBeNull();
  });

  it('the card brand flag sends every site but the card brand’s own to it', () => {
    const on = { ...off, redirectToCardBrand: true };
    expect(transferTarget(on, 'lumen', 'lumen.localhost:8080')).toBe('keel');
    expect(transferTarget(on, 'harbor', 'harbor.localhost')).toBe('keel');
    expect(transferTarget(on, 'keel', 'keel.localhost:8080')).toBeNull();
  });

  it('the partner flag sends the cash-advance brand to its partner, and nobody else (no loop back)', () => {
    const on = { ...off, redirectToPartnerSite: true };
    expect(transferTarget(on, 'pinecrest', 'pinecrest.localhost:8080')).toBe('lumen');
    expect(transferTarget(on, 'lumen', 'lumen.localhost:8080')).toBeNull();
  });
});
