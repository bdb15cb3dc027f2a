// Types `props.theme` in every styled component: styled-components 6 ships an empty `DefaultTheme` meant to be
// extended by declaration merging; brands/themes.ts provides one value of this shape per brand.
import 'styled-components';

declare module 'styled-components' {
  export interface DefaultTheme {
    brandName: string;
    /** For the CSS `color-scheme` property, so native form controls match a dark brand. */
    colorScheme: 'light' | 'dark';
    colors: {
      /** Buttons and links; readable as text on `background` too. */
      primary: string;
      /** Text on a `primary` fill. */
      primaryText: string;
      /** Highlights and icons; at least 3:1 on `background`, never the only carrier of meaning. */
      accent: string;
      text: string;
      mutedText: string;
      background: string;
      /** Cards and panels on `background`; every text colour stays readable on it. */
      surface: string;
      border: string;
      error: string;
      success: string;
      focus: string;
    };
    fonts: { body: string; heading: string };
    radii: { sm: string; md: string; lg: string; pill: string };
    spacing: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  }
}
