// Base styles from the brand theme: the brand's font and type scale, readable type, visible focus, no layout surprises.
import { createGlobalStyle } from 'styled-components';
// Bundled by Vite: the @font-face and its woff2 ship as files of the build, so no font is fetched from another origin.
import './fonts.css';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    color-scheme: ${({ theme }) => theme.colorScheme};
    /* WCAG 2.4.11: whatever the browser scrolls into view (a focused element, an #anchor) lands below the parts
       stuck to the top (useStickyOffset), with room for its focus ring. */
    scroll-padding-top: calc(var(--sticky-top, 0px) + ${({ theme }) => theme.spacing.sm});
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.canvas};
    line-height: ${({ theme }) => theme.lineHeights.body};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    margin: 0 0 ${({ theme }) => theme.spacing.md};
  }
  h1 { font-size: ${({ theme }) => theme.fontSizes.xxl}; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p { margin: 0 0 ${({ theme }) => theme.spacing.md}; }
  a { color: ${({ theme }) => theme.colors.primary}; text-underline-offset: 0.15em; }
  a:hover { text-decoration-thickness: 2px; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;
