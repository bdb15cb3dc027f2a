// Where the customer is in a multi-step flow: "Step 2 of 4" in words, then the steps in order, the current one
// marked aria-current="step" and the ones done marked as completed (in words too, not only by colour).
import styled from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';
import { useT } from '../lib/i18n';

const Nav = styled.nav`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Steps = styled.ol<{ $count: number; $collapse: boolean }>`
  display: grid;
  @media (max-width: 480px) {
    display: ${({ $collapse }) => ($collapse ? 'none' : 'grid')};
  }
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.xs};
  list-style: none;
  margin: 0;
  padding: 0;
`;

type State = 'done' | 'current' | 'todo';

const stateOf = (step: number, current: number): State =>
  step < current ? 'done' : step === current ? 'current' : 'todo';

const Step = styled.li<{ $state: State }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: 0.8rem;
  line-height: 1.3;
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.mutedText : theme.colors.text)};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 'normal')};
  &::before {
    content: '';
    display: block;
    height: 6px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.border : theme.colors.primary)};
  }
`;

interface Props {
  /** The landmark's name, e.g. "Enrollment progress". */
  label: string;
  steps: readonly string[];
  /** The current step, counted from 1. */
  current: number;
  /** On a phone only "Step n of total" shows (the application's bar). */
  collapseOnMobile?: boolean;
}

export function Stepper({ label, steps, current, collapseOnMobile = false }: Props) {
  const { t } = useT();
  return (
    <Nav aria-label={label}>
      <Count>{t('common.stepOf', { step: current, total: steps.length })}</Count>
      <Steps $count={steps.length} $collapse={collapseOnMobile}>
        {steps.map((name, index) => {
          const number = index + 1;
          const state = stateOf(number, current);
          return (
            <Step key={name} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span>
                {name}
                {state === 'done' && <VisuallyHidden>{` (${t('common.stepCompleted')})`}</VisuallyHidden>}
              </span>
            </Step>
          );
        })}
      </Steps>
    </Nav>
  );
}
