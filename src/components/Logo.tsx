// The brand's logo: an inline SVG wordmark (brands/wordmarks.ts) in the theme's colours, named for assistive
// technology by the brand's name, so the header needs no separate text.
import { useTheme } from 'styled-components';
import { BRANDS, type BrandKey } from '../../brands/catalog';
import { WORDMARK_TEXT, WORDMARKS, wordmarkBox } from '../../brands/wordmarks';

export function Logo({ brand, height = 40 }: { brand: BrandKey; height?: number }) {
  const theme = useTheme();
  const w = WORDMARKS[brand];
  const { width } = wordmarkBox(w);
  const t = WORDMARK_TEXT;
  return (
    <svg
      role="img"
      aria-label={BRANDS[brand].name}
      viewBox={`0 0 ${width} 40`}
      width={(width * height) / 40}
      height={height}
      data-testid="logo"
    >
      <g transform="translate(0 4)">
        {w.mark.map((p) => (
          <path key={p.d} fillRule="evenodd" fill={theme.colors[p.tone]} d={p.d} />
        ))}
      </g>
      <text
        x={t.x}
        y={t.name.y}
        fontSize={t.name.size}
        fontWeight={t.name.weight}
        fill={theme.colors.text}
        fontFamily={theme.fonts.heading}
        textLength={w.nameWidth}
        lengthAdjust="spacingAndGlyphs"
      >
        {w.name}
      </text>
      <text
        x={t.x}
        y={t.tagline.y}
        fontSize={t.tagline.size}
        fontWeight={t.tagline.weight}
        fill={theme.colors.primary}
        fontFamily={theme.fonts.body}
        textLength={w.taglineWidth}
        lengthAdjust="spacing"
      >
        {w.tagline}
      </text>
    </svg>
  );
}
