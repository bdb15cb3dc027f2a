// The page layout every screen uses: a header (the brand's logo, help line, language switch, log out), the acting-as
// banner, the main landmark with the page's content on a card centred on the brand's tinted canvas, and a footer with
// the brand's links (served per brand by the server). Forms get a 480px card, the loan application's pages one 640px
// card (`flow`); `width="page"` is for wider screens.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useFooterLinks } from '../../api/rest/startup';
import { BRANDS } from '../../brands/catalog';
import { logoutRequested } from '../../store/auth';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useT } from '../lib/i18n';
import { beforeFullStop } from '../lib/punctuation';
import { AdminBanner } from './AdminBanner';
import { Button } from './Button';
import { Card } from './Card';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.canvas};
`;

const Header = styled.header`
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  max-width: ${({ theme }) => theme.layout.page};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  @media (max-width: 480px) {
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  }
`;

/** A feature's header links, on a row of their own under the logo and the help line. */
const LinksRow = styled(Bar)`
  justify-content: flex-start;
  padding-top: 0;
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  min-height: 48px;
  svg {
    display: block;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The help line stays on one line on any screen: a number broken in two is hard to read and to dial. */
const Phone = styled.a`
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
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
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated);
  const onLogin = useLocation().pathname === '/login';
  const dispatch = useAppDispatch();
  const { t } = useT();
  const brand = BRANDS[brandKey];
  const links = useFooterLinks(brandKey);
  return (
    <Page>
      <Header>
        <Bar>
          <Brand>
            <Logo brand={brandKey} />
          </Brand>
          <Actions>
            <Phone href={`tel:${brand.phoneNumber}`}>{t('shell.help', { phone: brand.phoneNumber })}</Phone>
            <LanguageSwitch />
            {/* The login page has its own "Log Out" toggle. */}
            {signedIn && !onLogin && (
              <Button type="button" $variant="secondary" onClick={() => dispatch(logoutRequested())}>
                {t('common.logOut')}
              </Button>
            )}
          </Actions>
        </Bar>
        {headerLinks && <LinksRow>{headerLinks}</LinksRow>}
      </Header>
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
                  <a href={link.url}>{link.title}</a>
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
