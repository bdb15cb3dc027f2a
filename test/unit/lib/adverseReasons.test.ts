// The decision's recorded reasons and the words the notice shows for them: every reason the engine (or a conversion
// denial) records has its words in both catalogues, and a reason the table does not know is shown as recorded.
import { describe, expect, it } from 'vitest';
import { REASONS } from '../../../server/decision/engine';
import { ADVERSE_REASONS, adverseReasonKey } from '../../../src/lib/application/adverseReasons';
import { adverseEn } from '../../../src/lib/i18n/application/adverse.en';
import { adverseEs } from '../../../src/lib/i18n/application/adverse.es';

const english = adverseEn as Record<string, string>;
const spanish = adverseEs as Record<string, string>;

describe('adverse-action reasons', () => {
  it('gives every recorded reason its words: the same in English, its own in Spanish', () => {
    for (const reason of [...Object.values(REASONS), ADVERSE_REASONS.conversionDenied]) {
      const key = adverseReasonKey(reason);
      expect(key, reason).not.toBeNull();
      expect(english[key!]).toBe(reason);
      expect(spanish[key!]).toMatch(/\S/);
      expect(spanish[key!]).not.toBe(reason);
    }
  });

  it('knows nothing of a reason it was not given', () => {
    expect(adverseReasonKey('A reason an agent typed')).toBeNull();
  });
});
