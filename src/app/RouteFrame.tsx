// What every page gets from the app, around the feature's screen: the skip link (first thing a keyboard reaches), the
// page's own <title> in the visit's language, and focus on the new page's heading after each navigation.
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import styled from 'styled-components';
import { BRANDS } from '../../brands/catalog';
import { useAppSelector } from '../../store/hooks';
import { lateSliceBeforeJoin } from '../../store/root';
import type { FeatureRoute } from '../lib/featureRoute';
import { useT } from '../lib/i18n';
import { isLoginPath } from '../features/auth/paths';
import { takeOverFirstPaint } from '../lib/firstPaint';

/** Plaid Link while a bank link is under way: above the routes, so moving between bank pages keeps it open. */
const BankLinkHost = lazy(() => import('../features/application/bank/BankLinkHost'));
const SecurityDialogs = lazy(() =>
  import('../features/security/recheck/SecurityDialogs').then((m) => ({ default: m.SecurityDialogs })),
);

/** What src/app/routes.tsx puts in each route's `handle`. */
export interface RouteHandle {
  title?: FeatureRoute['title'];
}

/** The id PageShell gives its <main>, the skip link's target. */
export const MAIN_ID = 'main';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.spacing.sm};
  top: ${({ theme }) => theme.spacing.sm};
  z-index: 1000;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/** Focus without a visible jump or a second announcement: tabindex -1 makes an element focusable by script only. */
function focusElement(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * Moves focus to the page's heading once it is shown (a lazily loaded page or a guard's "Authenticating" can come
 * first), unless something on the page took focus already (an error alert, a field): that is what the person should
 * hear, and hearing the heading too would say it twice. Returns the clean-up.
 */
function focusHeadingWhenShown(): () => void {
  const settle = () => {
    const active = document.activeElement;
    if (active && active !== document.body) return true;
    const heading = document.querySelector<HTMLElement>(`#${MAIN_ID} h1`) ?? document.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    focusElement(heading);
    return true;
  };
  if (settle()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (settle()) stop();
  });
  const timer = window.setTimeout(() => stop(), 5000);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Until the person first presses a key or a pointer, address changes are start-up redirects (/ → /account → /login):
 * part of the first load, where focus stays at the top of the document as on any site.
 */
function useHasInteracted() {
  const interacted = useRef(false);
  useEffect(() => {
    const mark = () => {
      interacted.current = true;
    };
    document.addEventListener('keydown', mark, { capture: true, once: true });
    document.addEventListener('pointerdown', mark, { capture: true, once: true });
    return () => {
      document.removeEventListener('keydown', mark, { capture: true });
      document.removeEventListener('pointerdown', mark, { capture: true });
    };
  }, []);
  return interacted;
}

function useHeadingFocus() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const interacted = useHasInteracted();
  useEffect(() => {
    if (shown.current === pathname) return undefined;
    shown.current = pathname;
    return interacted.current ? focusHeadingWhenShown() : undefined;
  }, [pathname, interacted]);
}

/** "Log in | Lumen Cash": the deepest matched route's title, then the brand; again when the language changes. */
function usePageTitle() {
  const matches = useMatches();
  const brandKey = useAppSelector((s) => s.brand.key);
  const { t } = useT();
  const titleKey = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  const brand = BRANDS[brandKey].name;
  const title = titleKey ? `${t(titleKey)} | ${brand}` : brand;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export function RouteFrame() {
  const { t } = useT();
  const { pathname } = useLocation();
  usePageTitle();
  useHeadingFocus();
  // The login page's server-painted frame is the login screen's to take over; any other page (a start-up redirect
  // away from /login) removes it as it comes.
  useLayoutEffect(() => {
    if (!isLoginPath(pathname)) takeOverFirstPaint();
  }, [pathname]);
  // The bank slice joins with the late layer (store/lateSlices.ts); the frame renders before it.
  const bankLink = useAppSelector((s) => lateSliceBeforeJoin(s, 'bank')?.phase === 'linking');
  // A re-check before a change, or the offer to end other sessions after one, opens over whatever page made it.
  const securityDialog = useAppSelector((s) => {
    const recheck = lateSliceBeforeJoin(s, 'recheck');
    return !!recheck && (recheck.recheck.step !== 'closed' || recheck.endOthers.step !== 'closed');
  });
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus moves by script so the address keeps no #main (the login page reads its hash at start-up).
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    focusElement(main);
    main.scrollIntoView?.();
  };
  return (
    <>
      <SkipLink href={`#${MAIN_ID}`} onClick={skip}>
        {t('shell.skipToMain')}
      </SkipLink>
      <Outlet />
      {bankLink && (
        <Suspense fallback={null}>
          <BankLinkHost />
        </Suspense>
      )}
      {securityDialog && (
        <Suspense fallback={null}>
          <SecurityDialogs />
        </Suspense>
      )}
    </>
  );
}
