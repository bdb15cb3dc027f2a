// Header (brand, help line, language switch, log out), main landmark and the brand's footer links (served per brand
// by the server).
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useFooterLinksQuery } from '../../api/rest/endpoints';
import { BRANDS } from '../../brands/catalog';
import { logoutRequested } from '../../store/auth';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useT } from '../lib/i18n';
import { AdminBanner } from './AdminBanner';
import { Button } from './Button';
import { LanguageSwitch } from './LanguageSwitch';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  justify-content: space-between;
  align-items: center;
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Main = styled.main`
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.lg}`};
`;

const Footer = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.spacing.lg};
  font-size: 0.9rem;
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.md};
    margin: 0;
    padding: 0;
  }
`;

export function PageShell({ children }: { children: ReactNode }) {
  const brandKey = useAppSelector((s) => s.brand.key);
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated);
  const onLogin = useLocation().pathname === '/login';
  const dispatch = useAppDispatch();
  const { t } = useT();
  const brand = BRANDS[brandKey];
  const { data: links = [] } = useFooterLinksQuery(brandKey);
  return (
    <>
      <Header>
        <strong>{brand.name}</strong>
        <Actions>
          <a href={`tel:${brand.phoneNumber}`}>{t('shell.help', { phone: brand.phoneNumber })}</a>
          <LanguageSwitch />
          {/* The login page has its own "Log Out" toggle (spec 000 "Login screen"). */}
          {signedIn && !onLogin && (
            <Button type="button" $variant="secondary" onClick={() => dispatch(logoutRequested())}>
              {t('common.logOut')}
            </Button>
          )}
        </Actions>
      </Header>
      <AdminBanner />
      <Main>{children}</Main>
      <Footer>
        <nav aria-label={t('shell.footer')}>
          <ul>
            {links.map((link) => (
              <li key={link.idTag}>
                <a href={link.url}>{link.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </Footer>
    </>
  );
}
