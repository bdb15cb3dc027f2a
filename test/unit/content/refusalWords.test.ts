// The refusals' catalogue is keyed by the English the server throws: every English message there is one the server
// writes (its words outside the placeholders appear in server/), and a message comes out in Spanish with its values
// kept, while English and messages the catalogue does not hold come out as they went in.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { refusalIn, SHOWN_BY_SCREENS } from '../../../server/content/refusalWords';
import { resetLimitExceeded } from '../../../server/identity/resetThrottle';
import { signUpLimitExceeded } from '../../../server/identity/signUpThrottle';
import { en } from '../../../src/lib/i18n/en';
import { refusalsEn } from '../../../src/lib/i18n/refusals/refusals.en';

const SERVER = path.resolve(__dirname, '../../../server');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(full);
    return /\.(ts|graphql)$/.test(entry.name) ? [readFileSync(full, 'utf8')] : [];
  });
}

describe('the refusals catalogue', () => {
  const server = sources(SERVER).join('\n');

  // The identity service's waits are written with their number and its plural: checked by what they produce, below.
  const refusals = [
    ...Object.entries(refusalsEn).filter(([key]) => !key.startsWith('refusals.identity.')),
    ...SHOWN_BY_SCREENS.map((key) => [key, en[key]] as const),
  ];

  it.each(refusals)('holds %s as the server writes it', (_, english) => {
    for (const words of english.split(/\{\w+\}/).filter((part) => part.trim())) expect(server).toContain(words);
  });

  it.each([
    [1, 'minuto'],
    [12, 'minutos'],
  ])("holds the identity service's waits of %i minutes, counted in Spanish's plural", (minutes, noun) => {
    for (const refusal of [resetLimitExceeded(minutes * 60), signUpLimitExceeded(minutes * 60)]) {
      expect(refusalIn('es', refusal.message)).toMatch(new RegExp(`^Espere ${minutes} ${noun} antes de `));
    }
  });
});

describe('refusalIn', () => {
  it('puts a refusal in Spanish, with its values', () => {
    expect(refusalIn('es', 'Sign in to continue.')).toBe('Inicie sesión para continuar.');
    expect(refusalIn('es', 'Check the box to authorize the payment.')).toBe(
      'Marque la casilla para autorizar el pago.',
    );
    expect(refusalIn('es', 'The file is larger than 10 MB.')).toBe('El archivo pesa más de 10 MB.');
    expect(refusalIn('es', 'Please wait 12 minutes before asking for another reset.')).toBe(
      'Espere 12 minutos antes de pedir otro restablecimiento.',
    );
    expect(refusalIn('es', 'Please wait 1 minute before signing up again.')).toBe(
      'Espere 1 minuto antes de volver a registrarse.',
    );
    expect(refusalIn('es', 'Internal server error. Reference: abc-123')).toBe(
      'Error interno del servidor. Referencia: abc-123',
    );
  });

  it('leaves English, and what the catalogue does not hold, as written', () => {
    expect(refusalIn('en', 'Sign in to continue.')).toBe('Sign in to continue.');
    expect(refusalIn(undefined, 'Sign in to continue.')).toBe('Sign in to continue.');
    expect(refusalIn('es', 'Unknown brand.')).toBe('Unknown brand.');
    // Cognito's own words, which clients read, stay as Cognito writes them.
    expect(refusalIn('es', 'Incorrect username or password.')).toBe('Incorrect username or password.');
  });
});
