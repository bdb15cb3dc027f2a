// One styled-components theme per brand (the shape is declared in brands/styled.d.ts). Colour pairs meet WCAG 2.1 AA:
// 4.5:1 for text, 3:1 for borders, focus rings and accents (1.4.3, 1.4.11); test/unit/brands/themes.test.ts checks it.
import type { DefaultTheme } from 'styled-components';
import { BRANDS, type BrandKey } from './catalog';

// No web fonts: the portal must work offline, and the 600 ms style fallback (spec 000 §9) leaves no time for them.
const SYSTEM_SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const SPACING: DefaultTheme['spacing'] = {
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '16px',
  lg: '24px',
  xl: '32px',
  xxl: '48px',
};

type BrandLook = Omit<DefaultTheme, 'brandName' | 'spacing'>;

const LOOKS: Record<BrandKey, BrandLook> = {
  // Warm amber and rust: the online payday brand.
  lumen: {
    colorScheme: 'light',
    colors: {
      primary: '#A3360F',
      primaryText: '#FFFFFF',
      accent: '#B7791F',
      text: '#1F1A17',
      mutedText: '#5E5650',
      background: '#FFFFFF',
      surface: '#FFF7EE',
      border: '#8A7F76',
      error: '#B3261E',
      success: '#2E7D32',
      focus: '#1A5FB4',
    },
    fonts: { body: SYSTEM_SANS, heading: SYSTEM_SANS },
    radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  },
  // Navy and signal orange: the storefront brand, with a traditional serif for headings.
  harbor: {
    colorScheme: 'light',
    colors: {
      primary: '#12355B',
      primaryText: '#FFFFFF',
      accent: '#C05621',
      text: '#14202E',
      mutedText: '#4F5D6E',
      background: '#FFFFFF',
      surface: '#F1F5F9',
      border: '#7D8A99',
      error: '#B42318',
      success: '#1E7A3C',
      focus: '#C2410C',
    },
    fonts: { body: SYSTEM_SANS, heading: "Georgia, 'Times New Roman', serif" },
    radii: { sm: '2px', md: '4px', lg: '8px', pill: '999px' },
  },
  // Pine green on an off-white page.
  pinecrest: {
    colorScheme: 'light',
    colors: {
      primary: '#1F5E3B',
      primaryText: '#FFFFFF',
      accent: '#5E8C2A',
      text: '#17231C',
      mutedText: '#4E5E54',
      background: '#FBFCF8',
      surface: '#EFF5EC',
      border: '#7B8C80',
      error: '#A4262C',
      success: '#1F5E3B',
      focus: '#2563EB',
    },
    fonts: { body: SYSTEM_SANS, heading: "'Trebuchet MS', 'Segoe UI', sans-serif" },
    radii: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
  },
  // Deep teal and gold, square corners and a serif: the bank-made installment loan.
  meridian: {
    colorScheme: 'light',
    colors: {
      primary: '#0F5C6E',
      primaryText: '#FFFFFF',
      accent: '#9A7B10',
      text: '#132B33',
      mutedText: '#4A5F66',
      background: '#FFFFFF',
      surface: '#EEF6F7',
      border: '#7A8E94',
      error: '#B3261E',
      success: '#2D6A4F',
      focus: '#7C3AED',
    },
    fonts: { body: SYSTEM_SANS, heading: "Georgia, Cambria, 'Times New Roman', serif" },
    radii: { sm: '2px', md: '4px', lg: '6px', pill: '999px' },
  },
  // A dark card-style look with yellow actions: the credit-building card brand.
  keel: {
    colorScheme: 'dark',
    colors: {
      primary: '#FFD75E',
      primaryText: '#1C1F4A',
      accent: '#FF9E7A',
      text: '#E9EAF2',
      mutedText: '#B4B7CC',
      background: '#0F1126',
      surface: '#1A1D3A',
      border: '#6B6F94',
      error: '#FF8A80',
      success: '#7EE0A1',
      focus: '#7FD1FF',
    },
    fonts: { body: SYSTEM_SANS, heading: "'Avenir Next', 'Segoe UI', system-ui, sans-serif" },
    radii: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  },
};

// Built once so each brand's theme keeps one identity: a new object per render would re-render every styled component.
const THEMES = Object.fromEntries(
  (Object.keys(LOOKS) as BrandKey[]).map((key) => [
    key,
    { ...LOOKS[key], brandName: BRANDS[key].name, spacing: SPACING },
  ]),
) as Record<BrandKey, DefaultTheme>;

/** The theme to hand to `<ThemeProvider>` for brand `key`. */
export function themeFor(key: BrandKey): DefaultTheme {
  return THEMES[key];
}
