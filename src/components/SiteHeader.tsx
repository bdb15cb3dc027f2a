// The page header: the brand's logo, the help line, the language switch, Log Out for a signed-in visitor and the
// links a feature adds (the account's pages, the application's help). On a phone a signed-in visitor sees the logo and
// a Menu button, and all the rest in the menu it opens (./HeaderMenu.tsx), so the page starts right under the header
// instead of a quarter of the screen down; on a wider screen everything stays in view.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { BRANDS } from '../../brands/catalog';
import { logoutRequested } from '../../store/auth';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useT } from '../lib/i18n';
import { Button } from './Button';
import { HeaderMenu } from './HeaderMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { useMediaQuery } from './useMediaQuery';

/** Screens this narrow get the compact header. */
export const COMPACT_HEADER_QUERY = '(max-width: 640px)';

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

interface Props {
  /** Links a feature puts in the header (the account's navigation, the application's learning-center links). */
  links?: ReactNode;
}

export function SiteHeader({ links }: Props) {
  const brandKey = useAppSelector((s) => s.brand.key);
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated);
  const onLogin = useLocation().pathname === '/login';
  const compact = useMediaQuery(COMPACT_HEADER_QUERY);
  const dispatch = useAppDispatch();
  const { t } = useT();
  const brand = BRANDS[brandKey];
  // The login page has its own "Log Out" toggle.
  const logOut = signedIn && !onLogin;
  const actions = (
    <Actions>
      <Phone href={`tel:${brand.phoneNumber}`}>{t('shell.help', { phone: brand.phoneNumber })}</Phone>
      <LanguageSwitch />
      {logOut && (
        <Button type="button" $variant="secondary" onClick={() => dispatch(logoutRequested())}>
          {t('common.logOut')}
        </Button>
      )}
    </Actions>
  );
  const logo = (
    <Brand>
      <Logo brand={brandKey} />
    </Brand>
  );
  if (logOut && compact)
    return (
      <Header>
        <Bar>
          {logo}
          <HeaderMenu>
            {links}
            {actions}
          </HeaderMenu>
        </Bar>
      </Header>
    );
  return (
    <Header>
      <Bar>
        {logo}
        {actions}
      </Bar>
      {links && <LinksRow>{links}</LinksRow>}
    </Header>
  );
}
