// Types `props.theme` in every styled component: styled-components 6 ships an empty `DefaultTheme` meant to be
// extended by declaration merging; brands/themes.ts provides one value of this shape per brand.
import 'styled-components';

declare module 'styled-components' {
  export interface DefaultTheme {
    brandName: string;
    /** For the CSS `color-scheme` property, so native form controls match a dark brand. */
    colorScheme: 'light' | 'dark';
    colors: {
      /** Buttons and links; readable as text on `background`, `canvas` and `card` too. */
      primary: string;
      /** Text on a `primary` fill. */
      primaryText: string;
      /** Highlights and icons; at least 3:1 on `background` and `card`, never the only carrier of meaning. */
      accent: string;
      text: string;
      mutedText: string;
      /** The header and other full-width bars. */
      background: string;
      /** The tinted page behind the card (PageShell's main area and the footer). */
      canvas: string;
      /** The card that holds a page's form; every text colour stays readable on it. */
      card: string;
      /** Form controls and panels inside a card; every text colour stays readable on it. */
      surface: string;
      /** Input borders: at least 3:1 on `card` and `surface`. */
      border: string;
      /** Decorative dividers (the card's edge, the header's rule): no contrast requirement. */
      divider: string;
      error: string;
      /** The fill of an error alert; `text` and `error` stay readable on it. */
      errorSurface: string;
      success: string;
      successSurface: string;
      /** Neutral notices (a code was sent). */
      info: string;
      infoSurface: string;
      focus: string;
    };
    fonts: { body: string; heading: string };
    /** The type scale, in rem so a customer's larger default font size scales every page. */
    fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string; display: string };
    fontWeights: { regular: number; medium: number; semibold: number; bold: number };
    lineHeights: { tight: number; body: number };
    radii: { sm: string; md: string; lg: string; pill: string };
    spacing: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
    shadows: { card: string };
    /**
     * Content widths: single forms (log in, codes) sit on a `form` card; every page of the loan application on one
     * `flow` card, wide enough for the Fed box and the review; wider pages (account, admin) use `page`.
     */
    layout: { form: string; flow: string; page: string };
  }
}
