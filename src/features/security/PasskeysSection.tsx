// The passkeys part of the security settings: each passkey with its name (the customer's own, else the
// authenticator's, else "Passkey 2"), when it was added and last used; add one (the browser asks the device),
// rename one (the portal keeps the name: Cognito cannot rename), remove one after a confirming question. Outcomes are
// announced; a refusal says what to do. A CSR acting as the customer reads, and changes nothing.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { isActingAsCustomer } from '../../../store/auth';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  passkeyAddRequested,
  passkeyRemoveRequested,
  passkeyRenameRequested,
  passkeysRequested,
  type PasskeyRow,
} from '../../../store/passkeys';
import { Actions } from '../../components/Actions';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { StatusMessage } from '../../components/StatusMessage';
import { formatEasternInstant } from '../../lib/format/dates';
import { useT } from '../../lib/i18n';
import { Section } from './securityParts';
import { RemovePasskeyDialog, RenamePasskeyDialog } from './PasskeyDialogs';

const Passkeys = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
    padding: ${({ theme }) => theme.spacing.md} 0;
    overflow-wrap: anywhere;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: 1rem;
  }
  dl {
    margin: 0;
  }
  dl > div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${({ theme }) => theme.spacing.sm};
  }
  dt {
    color: ${({ theme }) => theme.colors.mutedText};
  }
  dd {
    margin: 0;
  }
`;

/** A question open over the section; `asked` is how many changes had settled when its answer was sent. */
type Question = { kind: 'rename' | 'remove'; passkey: PasskeyRow; asked?: number } | null;
const renaming = (passkey: PasskeyRow): Question => ({ kind: 'rename', passkey });
const removing = (passkey: PasskeyRow): Question => ({ kind: 'remove', passkey });

/** What the customer calls a passkey: their own name, else the authenticator's, else its place in the list. */
export function passkeyName(t: ReturnType<typeof useT>['t'], passkey: PasskeyRow, index: number): string {
  return passkey.name || passkey.providerName || t('security.passkeys.defaultName', { n: index + 1 });
}

export function PasskeysSection() {
  const dispatch = useAppDispatch();
  const { t, lang } = useT();
  const passkeys = useAppSelector((s) => s.passkeys);
  const readOnly = useAppSelector((s) => isActingAsCustomer(s.auth));
  const [question, setQuestion] = useState<Question>(null);
  // The re-check a removal may need opens over the page; the question waits behind it, one modal at a time.
  const rechecking = useAppSelector((s) => s.recheck.recheck.step !== 'closed');
  const heading = useRef<HTMLHeadingElement>(null);

  // The list comes from the signed-in identity: for staff acting as the customer it would be staff's own, so they are
  // told whose passkeys these are instead.
  useEffect(() => {
    if (!readOnly) dispatch(passkeysRequested());
  }, [dispatch, readOnly]);

  // A question closes once its answer is done (a refusal stays in it, to try again or cancel); a removed passkey's
  // button is gone, so focus goes to the section's heading.
  const { working, outcome, settled } = passkeys;
  const answered = question?.asked !== undefined && settled > question.asked;
  const done = answered && outcome?.tone === 'success';
  const open = done ? null : question;
  const removed = done && question?.kind === 'remove';
  useEffect(() => {
    if (removed) heading.current?.focus();
  }, [removed]);
  const send = (event: ReturnType<typeof passkeyRemoveRequested> | ReturnType<typeof passkeyRenameRequested>) => {
    if (question) setQuestion({ ...question, asked: settled });
    dispatch(event);
  };
  const refusal = answered && outcome?.tone === 'error' ? t(outcome.key) : '';

  const when = (iso: string | null) => (iso ? formatEasternInstant(iso, lang) : t('security.passkeys.neverUsed'));
  const named = (p: PasskeyRow) => passkeyName(t, p, passkeys.list.indexOf(p));

  return (
    <Section aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading" ref={heading} tabIndex={-1}>
        {t('security.passkeys.heading')}
      </h2>
      <p>{t('security.passkeys.intro')}</p>
      {readOnly ? (
        <p>{t('security.passkeys.staffNote')}</p>
      ) : passkeys.status === 'loading' || passkeys.status === 'idle' ? (
        <StatusMessage>{t('security.passkeys.loading')}</StatusMessage>
      ) : passkeys.status === 'failed' ? (
        <>
          <Alert>{t('security.passkeys.loadFailed')}</Alert>
          <Button type="button" $variant="secondary" onClick={() => dispatch(passkeysRequested())}>
            {t('security.passkeys.retry')}
          </Button>
        </>
      ) : passkeys.list.length === 0 ? (
        <p>{t('security.passkeys.none')}</p>
      ) : (
        <Passkeys>
          {passkeys.list.map((p) => (
            <li key={p.id}>
              <h3>{named(p)}</h3>
              <dl>
                <div>
                  <dt>{t('security.passkeys.created')}</dt>
                  <dd>{p.createdAt ? formatEasternInstant(p.createdAt, lang) : '—'}</dd>
                </div>
                <div>
                  <dt>{t('security.passkeys.lastUsed')}</dt>
                  <dd>{when(p.lastUsedAt)}</dd>
                </div>
              </dl>
              {!readOnly && (
                <Actions>
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-label={t('security.passkeys.renameNamed', { name: named(p) })}
                    onClick={() => setQuestion(renaming(p))}
                  >
                    {t('security.passkeys.rename')}
                  </Button>
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-label={t('security.passkeys.removeNamed', { name: named(p) })}
                    onClick={() => setQuestion(removing(p))}
                  >
                    {t('security.passkeys.remove')}
                  </Button>
                </Actions>
              )}
            </li>
          ))}
        </Passkeys>
      )}
      {working === 'adding' && <StatusMessage>{t('security.passkeys.adding')}</StatusMessage>}
      {outcome && !open && (
        <Alert tone={outcome.tone} focusKey={outcome.tone === 'error' ? outcome.count : undefined}>
          {t(outcome.key)}
        </Alert>
      )}
      {!readOnly && passkeys.status === 'ready' && (
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            disabled={working !== 'none'}
            onClick={() => dispatch(passkeyAddRequested())}
          >
            {t('security.passkeys.add')}
          </Button>
        </Actions>
      )}
      {open?.kind === 'rename' && (
        <RenamePasskeyDialog
          current={open.passkey.name || open.passkey.providerName}
          busy={working === 'renaming'}
          error={refusal}
          onSave={(name) => send(passkeyRenameRequested({ id: open.passkey.id, name }))}
          onCancel={() => setQuestion(null)}
        />
      )}
      {open?.kind === 'remove' && !rechecking && (
        <RemovePasskeyDialog
          name={named(open.passkey)}
          busy={working === 'removing'}
          error={refusal}
          onConfirm={() => send(passkeyRemoveRequested({ id: open.passkey.id }))}
          onCancel={() => setQuestion(null)}
        />
      )}
    </Section>
  );
}
