// One styled-components theme per brand (the shape is declared in brands/styled.d.ts). Colour pairs meet WCAG 2.1 AA:
// 4.5:1 for text, 3:1 for borders, focus rings and accents (1.4.3, 1.4.11); test/unit/brands/themes.test.ts checks
// every pair a component draws, in every brand.
import type { DefaultTheme } from 'styled-components';
import { BRANDS, type BrandKey } from './catalog';

// Inter is self-hosted (src/components/fonts.css, latin subset, `font-display: swap`): a system font scaled to Inter's
// metrics ('Inter Fallback') shows at once and Inter replaces it when it arrives without moving anything, so the page
// never waits for it and never shifts (the 600 ms style fallback).
const SYSTEM_SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const INTER = `'Inter Variable', 'Inter Fallback', ${SYSTEM_SANS}`;

const SHARED = {
  spacing: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  // A 1.125 to 1.25 scale from a 16px body; headings stop at 2.25rem so a phone fits a heading on two lines.
  fontSizes: {
    xs: '0.8125rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: '2.25rem',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.2, body: 1.5 },
  layout: { form: '480px', flow: '640px', page: '960px' },
} satisfies Partial<DefaultTheme>;

type BrandLook = Omit<DefaultTheme, 'brandName' | keyof typeof SHARED>;

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
      canvas: '#FBF1E6',
      card: '#FFFFFF',
      surface: '#FFFBF7',
      border: '#8A7F76',
      divider: '#EADCCD',
      error: '#B3261E',
      errorSurface: '#FDECEA',
      success: '#2E7D32',
      successSurface: '#EAF5EA',
      info: '#1A5FB4',
      infoSurface: '#EAF1FB',
      focus: '#1A5FB4',
    },
    fonts: { body: INTER, heading: INTER },
    radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
    shadows: { card: '0 1px 2px rgba(60, 30, 10, 0.08), 0 8px 24px rgba(60, 30, 10, 0.08)' },
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
      canvas: '#EDF2F7',
      card: '#FFFFFF',
      surface: '#F8FAFC',
      border: '#7D8A99',
      divider: '#D5DEE8',
      error: '#B42318',
      errorSurface: '#FDEDEB',
      success: '#1E7A3C',
      successSurface: '#E8F5EC',
      info: '#12355B',
      infoSurface: '#E7EEF6',
      focus: '#C2410C',
    },
    fonts: { body: INTER, heading: "Georgia, 'Times New Roman', serif" },
    radii: { sm: '2px', md: '4px', lg: '8px', pill: '999px' },
    shadows: { card: '0 1px 2px rgba(18, 53, 91, 0.1), 0 6px 20px rgba(18, 53, 91, 0.08)' },
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
      canvas: '#ECF3E8',
      card: '#FFFFFF',
      surface: '#FAFCF8',
      border: '#7B8C80',
      divider: '#D3E0CF',
      error: '#A4262C',
      errorSurface: '#FBECEC',
      success: '#1F5E3B',
      successSurface: '#E6F2E9',
      info: '#1E4FA8',
      infoSurface: '#E8EFFA',
      focus: '#2563EB',
    },
    fonts: { body: INTER, heading: INTER },
    radii: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
    shadows: { card: '0 1px 2px rgba(23, 35, 28, 0.08), 0 8px 24px rgba(23, 35, 28, 0.07)' },
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
      canvas: '#EAF3F4',
      card: '#FFFFFF',
      surface: '#F7FBFB',
      border: '#7A8E94',
      divider: '#CFE0E3',
      error: '#B3261E',
      errorSurface: '#FDECEA',
      success: '#2D6A4F',
      successSurface: '#E7F3EC',
      info: '#0F5C6E',
      infoSurface: '#E3F0F2',
      focus: '#7C3AED',
    },
    fonts: { body: INTER, heading: "Georgia, Cambria, 'Times New Roman', serif" },
    radii: { sm: '2px', md: '4px', lg: '6px', pill: '999px' },
    shadows: { card: '0 1px 2px rgba(19, 43, 51, 0.1), 0 6px 18px rgba(19, 43, 51, 0.07)' },
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
      canvas: '#0F1126',
      card: '#1A1D3A',
      surface: '#141733',
      border: '#7A7EA6',
      divider: '#2E3260',
      error: '#FF8A80',
      errorSurface: '#3A1F2E',
      success: '#7EE0A1',
      successSurface: '#173A35',
      info: '#7FD1FF',
      infoSurface: '#17294A',
      focus: '#7FD1FF',
    },
    fonts: { body: INTER, heading: INTER },
    radii: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
    shadows: { card: '0 1px 2px rgba(0, 0, 0, 0.4), 0 10px 30px rgba(0, 0, 0, 0.35)' },
  },
};

// Built once so each brand's theme keeps one identity: a new object per render would re-render every styled component.
const THEMES = Object.fromEntries(
  (Object.keys(LOOKS) as BrandKey[]).map((key) => [key, { ...LOOKS[key], ...SHARED, brandName: BRANDS[key].name }]),
) as Record<BrandKey, DefaultTheme>;

/** The theme to hand to `<ThemeProvider>` for brand `key`. */
export function themeFor(key: BrandKey): DefaultTheme {
  return THEMES[key];
}
