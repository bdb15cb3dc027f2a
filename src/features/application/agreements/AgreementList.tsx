// The agreements as a list: each opened in the viewer, read to its end, and agreed there (or with its checkbox once
// read to the end); disagreeing unchecks it. Nothing else can be agreed before the consent to electronic records
// (E-SIGN 7001(c)).
// The overall flag (every one agreed) is reported up to the form.
import { useField } from 'formik';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import type { AgreementDocument } from '../../../../api/application/agreements/endpoints';
import { Button } from '../../../components/Button';
import { ESIGN_CONSENT } from '../../../lib/application/agreements';
import { useT } from '../../../lib/i18n';
import { allAgreed } from './agreementsForm';
import { AgreementViewerModal } from './AgreementViewerModal';

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  padding: 0;
  li {
    padding: ${({ theme }) => theme.spacing.md} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.spacing.sm};
    align-items: flex-start;
    margin-top: ${({ theme }) => theme.spacing.sm};
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.15rem;
    flex: none;
  }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface Props {
  documents: readonly AgreementDocument[];
  onAllAgreedChange: (all: boolean) => void;
}

export function AgreementList({ documents, onAllAgreedChange }: Props) {
  const { t } = useT();
  const hintBase = useId();
  const [{ value: agreed }, , { setValue }] = useField<Record<string, boolean>>('agreed');
  // Read to the end this visit, or agreed before (the saved answer means it was read then).
  const [read, setRead] = useState<ReadonlySet<string>>(() => new Set(Object.keys(agreed).filter((id) => agreed[id])));
  const [viewing, setViewing] = useState<AgreementDocument | null>(null);
  const [hint, setHint] = useState<{ id: string; key: 'openFirst' | 'esignFirst' } | null>(null);
  const esignAgreed = Boolean(agreed[ESIGN_CONSENT]);
  const everyone = allAgreed(documents, agreed);

  useEffect(() => onAllAgreedChange(everyone), [everyone, onAllAgreedChange]);

  const answer = (id: string, value: boolean) => {
    if (value && id !== ESIGN_CONSENT && !esignAgreed) {
      setHint({ id, key: 'esignFirst' });
      return;
    }
    setHint(null);
    void setValue({ ...agreed, [id]: value });
  };
  const open = (doc: AgreementDocument) => {
    setHint(null);
    setViewing(doc);
  };

  return (
    <>
      <List>
        {documents.map((doc) => {
          const hintId = `${hintBase}-${doc.idTag}`;
          const shown = hint?.id === doc.idTag;
          return (
            <li key={doc.idTag}>
              <Button type="button" $variant="secondary" onClick={() => open(doc)} disabled={!doc.url}>
                {t('application.agreements.open', { title: doc.title })}
              </Button>
              <label>
                <input
                  type="checkbox"
                  name={`agreed.${doc.idTag}`}
                  checked={Boolean(agreed[doc.idTag])}
                  aria-describedby={shown ? hintId : undefined}
                  onChange={(event) => {
                    if (event.target.checked && !read.has(doc.idTag)) {
                      setHint({ id: doc.idTag, key: 'openFirst' });
                      return;
                    }
                    answer(doc.idTag, event.target.checked);
                  }}
                />
                <span>{t('application.agreements.checkbox', { title: doc.title })}</span>
              </label>
              {shown && (
                <Hint id={hintId} role="alert">
                  {t(`application.agreements.${hint.key}`)}
                </Hint>
              )}
            </li>
          );
        })}
      </List>
      {viewing?.url && (
        <AgreementViewerModal
          title={viewing.title}
          url={viewing.url}
          onClose={() => setViewing(null)}
          onRead={() => setRead((ids) => new Set(ids).add(viewing.idTag))}
          onAgree={() => {
            answer(viewing.idTag, true);
            setViewing(null);
          }}
          onDisagree={() => {
            answer(viewing.idTag, false);
            setViewing(null);
          }}
        />
      )}
    </>
  );
}
