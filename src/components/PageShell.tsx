// The page layout every screen uses: a header (./SiteHeader.tsx: logo, help line, language switch, log out), the
// acting-as banner, the main landmark with the page's content on a card centred on the brand's tinted canvas, and a
// footer with the brand's links (served per brand by the server, titled in every language: the customer's is shown).
// Forms get a 480px card, the loan application's pages one 640px card (`flow`); `width="page"` is for wider screens.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useFooterLinks } from '../../api/rest/startup';
import { BRANDS } from '../../brands/catalog';
import { useAppSelector } from '../../store/hooks';
import { useT } from '../lib/i18n';
import { beforeFullStop } from '../lib/punctuation';
import { AdminBanner } from './AdminBanner';
import { Card } from './Card';
import { SiteHeader } from './SiteHeader';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.canvas};
`;

const Main = styled.main<{ $width: PageWidth }>`
  flex: 1;
  width: 100%;
  max-width: ${({ theme, $width }) => `calc(${theme.layout[$width]} + 2 * ${theme.spacing.lg})`};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.lg}`};
  @media (max-width: 480px) {
    padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.sm}`};
  }
  &:focus {
    outline: none;
  }
`;

const Footer = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  > div {
    max-width: ${({ theme }) => theme.layout.page};
    margin: 0 auto;
    padding: ${({ theme }) => `${theme.spacing.lg}`};
  }
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.lg}`};
    margin: 0 0 ${({ theme }) => theme.spacing.md};
    padding: 0;
  }
  p {
    margin: 0;
  }
`;

/** The card's width: one of the theme's content widths (brands/styled.d.ts). */
type PageWidth = 'form' | 'flow' | 'page';

interface Props {
  children: ReactNode;
  width?: PageWidth;
  /** Links a feature puts in the header beside the help line (the application's learning-center links). */
  headerLinks?: ReactNode;
}

export function PageShell({ children, width = 'form', headerLinks }: Props) {
  const brandKey = useAppSelector((s) => s.brand.key);
  const { t, lang } = useT();
  const brand = BRANDS[brandKey];
  const links = useFooterLinks(brandKey);
  return (
    <Page>
      <SiteHeader links={headerLinks} />
      <AdminBanner />
      <Main id="main" tabIndex={-1} $width={width}>
        <Card>{children}</Card>
      </Main>
      <Footer>
        <div>
          <nav aria-label={t('shell.footer')}>
            <ul>
              {links.map((link) => (
                <li key={link.idTag}>
                  <a href={link.url}>{link.titles?.[lang] ?? link.title}</a>
                </li>
              ))}
            </ul>
          </nav>
          <p>{t('shell.copyright', { year: new Date().getFullYear(), name: beforeFullStop(brand.legalName) })}</p>
        </div>
      </Footer>
    </Page>
  );
}
