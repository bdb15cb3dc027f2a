// The customer's next step drawn as the primary button, whether it goes somewhere (a router link) or does something
// here (a button): the thing they came to the page to do (pay, apply, continue, sign), one per page. A second thing
// to do is a SecondaryAction; going elsewhere in the portal stays a plain link. A link keeps the link role, so a
// screen reader still says it leads away; the look is the button's (Button.tsx), with `data-action` to match.
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import styled from 'styled-components';
import { Button, buttonLook, type ActionVariant } from './Button';

const ActionLink = styled(Link)<{ $variant?: ActionVariant }>`
  ${buttonLook}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  text-align: center;
  text-decoration: none;
`;

type Props = { children: ReactNode; 'data-testid'?: string } & (
  | { to: To; state?: unknown; onClick?: never; disabled?: never }
  | { to?: undefined; onClick: () => void; disabled?: boolean }
);

function Action({ $variant: variant, children, ...props }: Props & { $variant: ActionVariant }) {
  const testId = props['data-testid'];
  if (props.to !== undefined)
    return (
      <ActionLink to={props.to} state={props.state} $variant={variant} data-action={variant} data-testid={testId}>
        {children}
      </ActionLink>
    );
  return (
    <Button type="button" $variant={variant} onClick={props.onClick} disabled={props.disabled} data-testid={testId}>
      {children}
    </Button>
  );
}

/** The page's one primary action. */
export function PrimaryAction(props: Props) {
  return <Action $variant="primary" {...props} />;
}

/** Another thing the customer may do on the page, outlined so the primary action stays the one that stands out. */
export function SecondaryAction(props: Props) {
  return <Action $variant="secondary" {...props} />;
}
