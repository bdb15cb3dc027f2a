// The frame of every application page: the page layout with the learning-center help links in its header, the heading,
// the progress bar (only on the pages it covers; "Step n of total" alone on a phone) and, behind
// its flag, co-browse.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Application } from '../../../api/application/endpoints';
import { useGetLearningCenterLinksQuery } from '../../../api/application/endpoints';
import { useAppSelector } from '../../../store/hooks';
import { PageShell } from '../../components/PageShell';
import { Stepper } from '../../components/Stepper';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useT } from '../../lib/i18n';
import { CoBrowse } from './CoBrowse';
import { progressOf, type FlowContext } from './steps';

const Help = styled.nav`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
    margin: 0;
    padding: 0;
  }
`;

function HelpLinks() {
  const { t, lang } = useT();
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated);
  const { data: links = [] } = useGetLearningCenterLinksQuery(undefined, { skip: !signedIn });
  const active = links.filter((link) => link.active);
  if (active.length === 0) return null;
  return (
    <Help aria-label={t('application.help.label')}>
      <ul>
        {active.map((link) => (
          <li key={link.link}>
            <a href={link.link} target="_blank" rel="noreferrer">
              {link.titles[lang]} <VisuallyHidden>{t('application.help.newTab')}</VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
    </Help>
  );
}

interface Props {
  heading: string;
  pathname: string;
  application: Application | null;
  ctx: FlowContext;
  children: ReactNode;
}

/** One card width for every page of the application, so the card never changes size from step to step. */
export const APPLICATION_WIDTH = 'flow';

export function ApplicationPage({ heading, pathname, application, ctx, children }: Props) {
  const { t } = useT();
  const progress = progressOf(pathname, application, ctx);
  return (
    <PageShell width={APPLICATION_WIDTH} headerLinks={<HelpLinks />}>
      <h1>{heading}</h1>
      {progress && (
        <Stepper
          label={t('application.progress.label')}
          steps={progress.steps.map((step) => t(step.label))}
          current={progress.current}
          collapseOnMobile
        />
      )}
      {children}
      <CoBrowse />
    </PageShell>
  );
}
